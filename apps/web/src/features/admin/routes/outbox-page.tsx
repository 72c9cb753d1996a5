import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import type { OutboxItem } from '@stoa/shared';
import type { FilterField } from '../../../components/data-table/filter-panel.tsx';
import { FilteredDataTable } from '../../../components/data-table/filtered-data-table.tsx';
import { toExportSearch } from '../../../components/data-table/list-query.ts';
import { useUrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { OUTBOX_LIST_PATH, useOutbox } from '../api/get-outbox.ts';
import { MailDialog } from '../components/mail-dialog.tsx';
import { outboxColumns } from '../components/outbox-columns.tsx';

const FILTER_FIELDS: readonly FilterField<'to'>[] = [{ name: 'to', label: 'To', type: 'email' }];
const FILTER_KEYS = FILTER_FIELDS.map((field) => field.name);

/**
 * /admin/outbox: every mail the portal queued. Without SMTP the mails stay here ('logged'), so a demo user can read
 * the verification code of a pre-registration or a password reset.
 */
export function OutboxPage() {
  const paging = useUrlPaging(FILTER_KEYS);
  const outbox = useOutbox(paging.query);
  const [mail, setMail] = useState<OutboxItem | null>(null);
  const columns = useMemo(() => outboxColumns(setMail), []);

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h1">Outbox</Typography>
        <Button
          variant="outlined"
          startIcon={<Refresh />}
          loading={outbox.isRefetching}
          onClick={() => void outbox.refetch()}
        >
          Refresh
        </Button>
      </Stack>
      <FilteredDataTable
        label="Outbox"
        filterFields={FILTER_FIELDS}
        paging={paging}
        list={outbox}
        columns={columns}
        rows={outbox.data?.outboxList}
        rowCount={outbox.data?.dataCount}
        download={{
          exportPath: `${OUTBOX_LIST_PATH}/Export`,
          search: toExportSearch(paging.query),
          fileName: 'Outbox',
        }}
      />
      {mail && <MailDialog mail={mail} onClose={() => setMail(null)} />}
    </Stack>
  );
}
