/**
 * The revision request form (issue 18, DOMAIN §6): the approved application to revise with its current schedule and
 * the first block a revision can change, the rows of new MW (0 cancels), the reason; Preview shows what the request
 * changes, and Submit Request — only for the inputs just previewed — files it after a confirmation.
 */
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { APPLICATION_TYPE_LABELS, MESSAGES, type revisableApplicationsSchema } from '@stoa/shared';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { FieldErrorsProvider } from '../../../../components/crud/field-errors.tsx';
import { FormSelectField, FormTextField } from '../../../../components/crud/form-fields.tsx';
import { ErrorSummary } from '../../../../components/form/error-summary.tsx';
import { problemsOfMessages } from '../../../../components/form/form-problems.ts';
import { useLeaveGuard } from '../../../../components/form/use-leave-guard.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { firstErrorMessage } from '../../../../lib/api-client.ts';
import { formatDateRange } from '../../../../lib/format.ts';
import { useRevisableApplication } from '../../api/get-revisable-application.ts';
import { CurrentSchedule } from '../current-schedule.tsx';
import { RevisionImpactView } from '../revision-impact.tsx';
import { RevisionRows } from './revision-rows.tsx';
import { APPLICATION_LABEL, initialRevisionValues, type RevisionFormValues } from './revision-form-values.ts';
import { useRevisionRequest, type SavedRevision } from './use-revision-request.ts';

const SelectField = FormSelectField<RevisionFormValues>;
const TextField = FormTextField<RevisionFormValues>;

/** The page's one line on what a revision may do (DOMAIN §6: downward only). */
export const DOWNWARD_ONLY = 'A revision can only lower the schedule; for more, make a new application.';
export const PREVIEW = 'Preview';
export const SUBMIT_REQUEST = 'Submit Request';
export const STALE_PREVIEW = 'The inputs changed since the preview: preview again before submitting.';

export type Revisable = z.infer<typeof revisableApplicationsSchema>[number];

const optionOf = (a: Revisable) => ({
  value: String(a.id),
  label: `${a.applicationNo} (${APPLICATION_TYPE_LABELS[a.applicationType]}, ${formatDateRange(a.fromDate, a.toDate)})`,
});

export interface RevisionFormProps {
  applications: readonly Revisable[];
  /** The application picked on arrival (?applicationId=), when it is one of `applications`. */
  initialApplicationId: number | null;
  onSaved: (saved: SavedRevision, applicationId: number) => void;
  onCancel: () => void;
}

export function RevisionForm({ applications, initialApplicationId, onSaved, onCancel }: RevisionFormProps) {
  const [initial] = useState(() => initialRevisionValues(initialApplicationId));
  const form = useForm<RevisionFormValues>({ defaultValues: initial });
  const leaveGuard = useLeaveGuard(form);
  const values = useWatch({ control: form.control }) as RevisionFormValues;
  const request = useRevisionRequest();
  const [isConfirming, setConfirming] = useState(false);
  const previewed = request.impactOf(values);

  const confirm = async () => {
    const saved = await request.submit();
    setConfirming(false);
    if (!saved || !previewed) return;
    leaveGuard.markSaved();
    onSaved(saved, previewed.request.applicationId);
  };

  return (
    <FormProvider {...form}>
      <FieldErrorsProvider errors={request.errors} setErrors={request.setErrors}>
        <Box component="form" aria-label="Revision request" noValidate onSubmit={(event) => event.preventDefault()}>
          <Stack spacing={3}>
            <ErrorSummary problems={problemsOfMessages(request.errors)} refusal={request.refusal} />
            <Alert severity="info">{DOWNWARD_ONLY}</Alert>
            {request.alert && (
              <Alert severity="error" onClose={request.closeAlert}>
                {request.alert}
              </Alert>
            )}
            <RevisionFields applications={applications} values={values} busy={request.pending !== null} />
            <PreviewStep
              request={request}
              previewed={previewed}
              onCancel={() => leaveGuard.confirmLeave(onCancel)}
              onPreview={() => void request.runPreview(form.getValues())}
              onSubmit={() => setConfirming(true)}
            />
          </Stack>
        </Box>
      </FieldErrorsProvider>
      {isConfirming && (
        <ConfirmDialog
          title={SUBMIT_REQUEST}
          message="Send this revision to the SLDC for approval? Its schedule changes only once the SLDC approves it."
          confirmLabel={SUBMIT_REQUEST}
          isPending={request.pending === 'submit'}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      )}
      {leaveGuard.dialog}
    </FormProvider>
  );
}

interface RevisionFieldsProps {
  applications: readonly Revisable[];
  values: RevisionFormValues;
  busy: boolean;
}

/** The application (with its current schedule), the rows of new MW and the reason. */
function RevisionFields({ applications, values, busy }: RevisionFieldsProps) {
  const applicationId = values.applicationId ? Number(values.applicationId) : null;
  const application = useRevisableApplication(applicationId);
  const dates = application.data ? { min: application.data.effectiveFrom.date, max: application.data.toDate } : {};
  return (
    <>
      <Box sx={{ maxWidth: 560 }}>
        <SelectField
          name="applicationId"
          label={APPLICATION_LABEL}
          options={applications.map(optionOf)}
          disabled={busy}
        />
      </Box>
      {applicationId !== null && <PickedSchedule query={application} />}
      <RevisionRows dates={dates} effectiveFrom={application.data?.effectiveFrom ?? null} disabled={busy} />
      <TextField name="reason" label="Reason" multiline disabled={busy} />
    </>
  );
}

interface PreviewStepProps {
  request: ReturnType<typeof useRevisionRequest>;
  previewed: ReturnType<ReturnType<typeof useRevisionRequest>['impactOf']>;
  onCancel: () => void;
  onPreview: () => void;
  onSubmit: () => void;
}

/** Preview, the impact of the inputs as they are, and Submit Request — open only for the inputs just previewed. */
function PreviewStep({ request, previewed, onCancel, onPreview, onSubmit }: PreviewStepProps) {
  const busy = request.pending !== null;
  const impact = useRef<HTMLDivElement>(null);
  // A new preview opens below the form, out of sight on a laptop: bring it up (under the app bar) and focus it.
  useEffect(() => {
    if (!previewed) return;
    impact.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    impact.current?.focus({ preventScroll: true });
  }, [previewed]);
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="outlined" onClick={onPreview} loading={request.pending === 'preview'} disabled={busy}>
          {PREVIEW}
        </Button>
      </Stack>
      {previewed && (
        <Box ref={impact} tabIndex={-1} sx={{ scrollMarginTop: (theme) => theme.spacing(10), outline: 'none' }}>
          <RevisionImpactView impact={previewed.impact} title="Impact of this revision" />
        </Box>
      )}
      {!previewed && request.hasPreview && <Typography color="text.secondary">{STALE_PREVIEW}</Typography>}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" disabled={!previewed || busy} onClick={onSubmit}>
          {SUBMIT_REQUEST}
        </Button>
      </Stack>
    </>
  );
}

function PickedSchedule({ query }: { query: ReturnType<typeof useRevisableApplication> }) {
  if (query.isPending) return <PageLoader />;
  if (!query.data) return <Alert severity="error">{firstErrorMessage(query.error, MESSAGES.fetchError)}</Alert>;
  return <CurrentSchedule application={query.data} />;
}
