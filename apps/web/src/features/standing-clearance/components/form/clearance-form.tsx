/**
 * The standing clearance request form (DOMAIN §8): direction (the ones the applicant's registration allows), the
 * transaction kind with its counterparty or exchange, MW within the direction's capacity, the period and remarks.
 * Save as Draft needs direction, MW and period; Submit checks everything with the shared schema and rules (today, the
 * registration) and puts each message under its field; the server's 400 field errors (an overlap on MW) land the same
 * way, its other messages in the alert.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import {
  CLEARANCE_DIRECTION_LABELS,
  CLEARANCE_EXCHANGES,
  CLEARANCE_EXCHANGE_LABELS,
  CLEARANCE_KINDS,
  CLEARANCE_KIND_LABELS,
  COUNTERPARTY_STATES,
  STANDING_CLEARANCE_FIELDS,
  STANDING_CLEARANCE_LABELS as L,
  STANDING_CLEARANCE_MESSAGES,
  businessDate,
  capacityFor,
  checkReasonAnswers,
  clearanceIssues,
  formatClearanceMw,
  standingClearanceDetailsSchema,
  standingClearanceDraftSchema,
  type ClearanceDirection,
  type ClearanceRegistration,
  type SavedStandingClearance,
  type StepReason,
} from '@stoa/shared';
import {
  ReasonAnswerFields,
  emptyAnswers,
  reasonAnswersOf,
} from '../../../../components/record/reason-answer-fields.tsx';
import { FieldErrorsProvider, errorsOfIssues, type FieldErrors } from '../../../../components/crud/field-errors.tsx';
import {
  FIELD_GRID,
  FormDateField,
  FormNumberField,
  FormSelectField,
  FormTextField,
} from '../../../../components/crud/form-fields.tsx';
import { ErrorSummary } from '../../../../components/form/error-summary.tsx';
import { problemsOfMessages } from '../../../../components/form/form-problems.ts';
import { useLeaveGuard } from '../../../../components/form/use-leave-guard.tsx';
import { useSubmitErrors } from '../../../../components/form/use-submit-errors.ts';
import { firstErrorMessage } from '../../../../lib/api-client.ts';
import { serverErrors } from '../../../../lib/server-field-errors.ts';
import { useSubmitStandingClearance } from '../../api/submit-standing-clearance.ts';
import { detailsFromValues, type ClearanceFormValues } from './clearance-form-values.ts';

const TextField = FormTextField<ClearanceFormValues>;
const NumberField = FormNumberField<ClearanceFormValues>;
const SelectField = FormSelectField<ClearanceFormValues>;
const DateField = FormDateField<ClearanceFormValues>;

const FIELDS: readonly string[] = STANDING_CLEARANCE_FIELDS;
/** Messages under the form's own fields and the answers to the reasons (the summary lists these). */
const isFormField = (field: string) => FIELDS.includes(field) || field.startsWith('reasonAnswers.');

/** The server's field errors by field (a path of the details, maybe written 'details.x'), the rest for the alert. */
function placeServer(error: unknown): { placed: FieldErrors; unplaced: string[] } {
  const placed: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const { fieldName, message } of serverErrors(error)) {
    const field = fieldName?.replace(/^details\./, '') ?? null;
    if (field !== null && isFormField(field)) placed[field] ??= message;
    else unplaced.push(message);
  }
  return { placed, unplaced };
}

export interface ClearanceFormProps {
  initialValues: ClearanceFormValues;
  registration: ClearanceRegistration;
  /** The draft or returned request saved again, with the version it was read at; null for a new one. */
  saved: { id: number; version: number } | null;
  onSaved: (result: SavedStandingClearance, message: string) => void;
  onCancel: () => void;
  /** A returned request: the reasons it was returned for, each answered on Submit (issue 36 item 8). */
  openReasons?: readonly StepReason[];
}

export function ClearanceForm(props: ClearanceFormProps) {
  const { initialValues, registration, saved, onSaved, onCancel, openReasons = [] } = props;
  const { errors, setErrors, refuse, refusal } = useSubmitErrors();
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState<'draft' | 'submit' | null>(null);
  const form = useForm<ClearanceFormValues>({
    defaultValues: { ...initialValues, reasonAnswers: emptyAnswers(openReasons) },
  });
  const leaveGuard = useLeaveGuard(form);
  const submit = useSubmitStandingClearance();
  const kind = useWatch({ control: form.control, name: 'transactionKind' });
  const direction = useWatch({ control: form.control, name: 'direction' }) as ClearanceDirection | '';
  const capacity = direction ? capacityFor(registration, direction) : null;

  /** Messages under their fields and in the summary; one about the request as a whole is the alert's. */
  const showErrors = (next: FieldErrors, message: string | null = null) => {
    refuse(next);
    setAlert(message);
  };

  /** The shared checks of the browser: the schema, then today and the registration. */
  const check = (isDraft: boolean): FieldErrors | null => {
    const details = detailsFromValues(form.getValues());
    const parsed = (isDraft ? standingClearanceDraftSchema : standingClearanceDetailsSchema).safeParse(details);
    if (!parsed.success) return errorsOfIssues(parsed.error.issues);
    if (isDraft) return null;
    const issues = clearanceIssues(standingClearanceDetailsSchema.parse(details), {
      today: businessDate(new Date()),
      registration,
    });
    const answers = checkReasonAnswers(openReasons, reasonAnswersOf(openReasons, form.getValues().reasonAnswers));
    const found = [
      ...issues.map((i) => [i.path ?? 'details', i.message] as const),
      ...(answers.ok ? [] : answers.issues.map((i) => [i.path.join('.'), i.message] as const)),
    ];
    return found.length > 0 ? Object.fromEntries(found) : null;
  };

  const save = async (isDraft: boolean) => {
    setAlert(null);
    const found = check(isDraft);
    // A message about the request as a whole (no registration) has no field: it is the alert.
    if (found) return showErrors(found, found['details']);
    setErrors({});
    setPending(isDraft ? 'draft' : 'submit');
    try {
      const result = await submit.mutateAsync({
        id: saved?.id ?? null,
        version: saved?.version ?? null,
        isDraft,
        details: detailsFromValues(form.getValues()),
        ...(isDraft || openReasons.length === 0
          ? {}
          : { reasonAnswers: reasonAnswersOf(openReasons, form.getValues().reasonAnswers) }),
      });
      leaveGuard.markSaved();
      onSaved(result, isDraft ? STANDING_CLEARANCE_MESSAGES.draftSaved : STANDING_CLEARANCE_MESSAGES.submitted);
    } catch (error) {
      const { placed, unplaced } = placeServer(error);
      if (Object.keys(placed).length > 0) showErrors(placed, unplaced[0]);
      else setAlert(unplaced[0] ?? firstErrorMessage(error));
      setPending(null);
    }
  };

  const directions = registration.directions.map((d) => ({ value: d, label: CLEARANCE_DIRECTION_LABELS[d] }));
  return (
    <FormProvider {...form}>
      <FieldErrorsProvider errors={errors} setErrors={setErrors}>
        <Box
          component="form"
          noValidate
          aria-label="Standing clearance request"
          onSubmit={(event) => event.preventDefault()}
        >
          <Stack spacing={3}>
            <ErrorSummary
              problems={problemsOfMessages(Object.fromEntries(Object.entries(errors).filter(([f]) => isFormField(f))))}
              refusal={refusal}
            />
            {alert && (
              <Alert severity="error" onClose={() => setAlert(null)}>
                {alert}
              </Alert>
            )}
            <Box sx={FIELD_GRID}>
              <SelectField name="direction" label={L.direction} options={directions} />
              <SelectField
                name="transactionKind"
                label={L.transactionKind}
                options={CLEARANCE_KINDS.map((k) => ({ value: k, label: CLEARANCE_KIND_LABELS[k] }))}
              />
              <NumberField
                name="quantumMw"
                label={L.quantumMw}
                helperText={capacity ? `Up to ${formatClearanceMw(capacity.mw)} (${capacity.label})` : undefined}
              />
              {kind === 'Bilateral' && (
                <>
                  <TextField name="counterpartyName" label={L.counterpartyName} />
                  <SelectField
                    name="counterpartyState"
                    label={L.counterpartyState}
                    options={COUNTERPARTY_STATES.map((s) => ({ value: s, label: s }))}
                  />
                </>
              )}
              {kind === 'PowerExchange' && (
                <SelectField
                  name="exchange"
                  label={L.exchange}
                  options={CLEARANCE_EXCHANGES.map((e) => ({ value: e, label: CLEARANCE_EXCHANGE_LABELS[e] }))}
                />
              )}
              <DateField name="fromDate" label={L.fromDate} />
              <DateField name="toDate" label={L.toDate} />
            </Box>
            <TextField name="remarks" label={L.remarks} multiline />
            <ReasonAnswerFields<ClearanceFormValues> reasons={openReasons} />
            <Divider />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button onClick={() => leaveGuard.confirmLeave(onCancel)} disabled={pending !== null}>
                Cancel
              </Button>
              <Box sx={{ flex: 1 }} />
              <Button
                variant="outlined"
                onClick={() => void save(true)}
                loading={pending === 'draft'}
                disabled={pending !== null}
              >
                Save as Draft
              </Button>
              <Button
                variant="contained"
                onClick={() => void save(false)}
                loading={pending === 'submit'}
                disabled={pending !== null}
              >
                Submit
              </Button>
            </Stack>
          </Stack>
        </Box>
      </FieldErrorsProvider>
      {leaveGuard.dialog}
    </FormProvider>
  );
}
