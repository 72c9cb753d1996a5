/**
 * Form ST3 (spec §2.3) as three sections: General Information (read-only facts), Bid invited for Transmission System
 * (the floor price and the quoted bid price) and Declarations. Save as Draft and Submit only while the bid may be
 * written (access Write, deadline ahead); Submit asks first, since a submitted bid cannot be changed.
 */
import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm } from 'react-hook-form';
import { BID_LABELS as L, type ProposalDetail, type SavedProposal } from '@stoa/shared';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { FieldErrorsProvider } from '../../../../components/crud/field-errors.tsx';
import { FIELD_GRID, FormNumberField, FormTextField } from '../../../../components/crud/form-fields.tsx';
import { ErrorSummary } from '../../../../components/form/error-summary.tsx';
import { useLeaveGuard } from '../../../../components/form/use-leave-guard.tsx';
import { RecordSummary } from '../../../../components/record/record-summary.tsx';
import { TextInput } from '../../../../components/text-input.tsx';
import { formatRate } from '../../../../lib/format.ts';
import { bidFacts } from './bid-facts.ts';
import { valuesFromProposal, type BidFormValues } from './bid-form-values.ts';
import { useBidSave } from './use-bid-save.ts';

const TextField = FormTextField<BidFormValues>;
const NumberField = FormNumberField<BidFormValues>;

export const BID_SECTIONS = {
  general: 'General Information',
  bid: 'Bid invited for Transmission System',
  declarations: 'Declarations',
} as const;

export const CONFIRM_BID = 'Once submitted, the bid cannot be changed. Submit the bid now?';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack component="section" spacing={1.5} aria-labelledby={titleId}>
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function BidFields({ detail, isReadOnly }: { detail: ProposalDetail; isReadOnly: boolean }) {
  const floor = detail.floorPrice === null ? '' : formatRate(detail.floorPrice, 'RsPerKWh');
  return (
    <>
      <Section title={BID_SECTIONS.bid}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box sx={FIELD_GRID}>
            <TextInput label={L.floorPrice} value={floor} readOnly />
            <NumberField name="quotedBidPrice" label={L.quotedBidPrice} disabled={isReadOnly} />
          </Box>
        </Paper>
      </Section>
      <Section title={BID_SECTIONS.declarations}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box sx={FIELD_GRID}>
            <TextField name="place" label={L.place} disabled={isReadOnly} />
            <TextField name="authorizedPersonName" label={L.authorizedPersonName} disabled={isReadOnly} />
            <TextField name="authorizedPersonDesignation" label={L.authorizedPersonDesignation} disabled={isReadOnly} />
          </Box>
        </Paper>
      </Section>
    </>
  );
}

interface BidActionsProps {
  pending: 'draft' | 'submit' | null;
  onSave: (isDraft: boolean) => void;
}

function BidActions({ pending, onSave }: BidActionsProps) {
  const isBusy = pending !== null;
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
      <Button variant="outlined" onClick={() => onSave(true)} loading={pending === 'draft'} disabled={isBusy}>
        Save as Draft
      </Button>
      <Button variant="contained" onClick={() => onSave(false)} loading={pending === 'submit'} disabled={isBusy}>
        Submit
      </Button>
    </Stack>
  );
}

export interface BidFormProps {
  detail: ProposalDetail;
  isReadOnly: boolean;
  onSaved: (result: SavedProposal, isDraft: boolean) => void;
}

export function BidForm({ detail, isReadOnly, onSaved }: BidFormProps) {
  const form = useForm<BidFormValues>({ defaultValues: valuesFromProposal(detail) });
  const leaveGuard = useLeaveGuard(form);
  const saving = useBidSave({ form, detail, onSaved, leaveGuard });
  return (
    <FormProvider {...form}>
      <FieldErrorsProvider errors={saving.errors} setErrors={saving.setErrors}>
        <Box component="form" noValidate aria-label="Form ST3" onSubmit={(event) => event.preventDefault()}>
          <Stack spacing={3}>
            <ErrorSummary problems={saving.problems} refusal={saving.refusal} />
            <Section title={BID_SECTIONS.general}>
              <RecordSummary facts={bidFacts(detail)} />
            </Section>
            <BidFields detail={detail} isReadOnly={isReadOnly} />
            {saving.alert && (
              <Alert severity="error" onClose={saving.closeAlert}>
                {saving.alert}
              </Alert>
            )}
            {!isReadOnly && <BidActions pending={saving.pending} onSave={saving.save} />}
          </Stack>
        </Box>
        {saving.confirming && (
          <ConfirmDialog
            title="Submit Bid"
            message={CONFIRM_BID}
            confirmLabel="Submit"
            onConfirm={saving.confirm}
            onCancel={saving.cancelConfirm}
          />
        )}
      </FieldErrorsProvider>
      {leaveGuard.dialog}
    </FormProvider>
  );
}
