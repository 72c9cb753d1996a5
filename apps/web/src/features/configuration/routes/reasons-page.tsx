import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONFIG_MESSAGES, type Reason } from '@stoa/shared';
import { CrudSection } from '../../../components/crud/crud-section.tsx';
import { useAddReason } from '../api/add-reason.ts';
import { useDeleteReason } from '../api/delete-reason.ts';
import { useReasons } from '../api/get-reasons.ts';
import { useUpdateReason } from '../api/update-reason.ts';
import { REASON_COLUMNS, describeReason, reasonForm } from '../components/reason-form.tsx';

/**
 * /configurations/reasons (issue 36 item 8): the reasons a Reject or Seek Clarification offers, one list per record
 * type; the applicant reads them as a checklist and answers each when it submits again.
 */
export function ReasonsPage() {
  const reasons = useReasons();
  const add = useAddReason();
  const update = useUpdateReason();
  const remove = useDeleteReason();
  return (
    <Stack spacing={2}>
      <CrudSection
        title="Reasons"
        itemName="Reason"
        describe={describeReason}
        columns={REASON_COLUMNS}
        rows={reasons.data}
        isLoading={reasons.isPending}
        isError={reasons.isError}
        form={reasonForm}
        onCreate={add.mutateAsync}
        onUpdate={(row: Reason, input) => update.mutateAsync({ id: row.id, input })}
        onDelete={(row) => remove.mutateAsync(row.id)}
        messages={{ saved: CONFIG_MESSAGES.saved, deleted: CONFIG_MESSAGES.deleted }}
        historyEntityType="reason"
      >
        <Typography color="text.secondary">
          The reasons a Reject or Seek Clarification offers, per record type. Inactive reasons are no longer offered;
          steps already taken keep the words they were given with.
        </Typography>
      </CrudSection>
    </Stack>
  );
}
