import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { addDays, atcTemplateQuerySchema, businessDate, type CorridorKind } from '@stoa/shared';
import { DateInput } from '../../../components/date-input.tsx';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { downloadErrorMessage, downloadFile } from '../../../lib/download-file.ts';

export interface AtcTemplateDownloadProps {
  kind: CorridorKind;
  onError: (message: string) => void;
}

/**
 * Download template for the dates picked here (tomorrow by default): each row is prefilled with the ATC declared for
 * its corridor and date, so a file uploaded back unchanged changes nothing (issue 15).
 */
const FIELDS = [
  { field: 'from', label: 'From Date' },
  { field: 'to', label: 'To Date' },
] as const;

export function AtcTemplateDownload({ kind, onError }: AtcTemplateDownloadProps) {
  const tomorrow = addDays(businessDate(new Date()), 1);
  const [period, setPeriod] = useState({ from: tomorrow, to: tomorrow });
  const checked = atcTemplateQuerySchema.safeParse(period);
  const issueOf = (field: 'from' | 'to') => checked.error?.issues.find((i) => i.path[0] === field)?.message;

  const download = () =>
    downloadFile(`/Atc/Template/${kind}?${toListSearch(period)}`, `atc-${kind}-template.csv`).catch((error: unknown) =>
      onError(firstErrorMessage(error, downloadErrorMessage(error))),
    );

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
      {FIELDS.map(({ field, label }) => (
        <DateInput
          key={field}
          label={label}
          value={period[field]}
          onChange={(value) => setPeriod((previous) => ({ ...previous, [field]: value }))}
          error={issueOf(field) !== undefined}
          helperText={issueOf(field)}
          sx={{ maxWidth: 180 }}
        />
      ))}
      <Button startIcon={<DownloadOutlined />} disabled={!checked.success} onClick={() => void download()}>
        Download template
      </Button>
    </Stack>
  );
}
