/**
 * The application form (spec §3 time-block rows, §5 rules; DOMAIN §3): the type's window, the parties, the time-block
 * rows with live messages and MWh, the fee due, Save as Draft and Submit. Submit checks with the shared schema and
 * the live rules (window, remaining quantum, capacities); the server's 400 field errors land under the same fields.
 * A defaulter sees why and cannot apply.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import {
  APPLICATION_MESSAGES,
  businessNow,
  type ApplicationDetail,
  type ApplicationType,
  type Party,
} from '@stoa/shared';
import { applicationWindow } from '@stoa/shared/application/application-windows';
import { nextWindowOpening, windowOpeningText } from '@stoa/shared/application/window-opening';
import { FieldErrorsProvider } from '../../../../components/crud/field-errors.tsx';
import { FormTextField } from '../../../../components/crud/form-fields.tsx';
import { ErrorSummary } from '../../../../components/form/error-summary.tsx';
import { problemsOfMessages } from '../../../../components/form/form-problems.ts';
import { useLeaveGuard } from '../../../../components/form/use-leave-guard.tsx';
import { useSubmitErrors } from '../../../../components/form/use-submit-errors.ts';
import { useBusinessRules } from '../../../../lib/business-rules.ts';
import { usePartyDetails } from '../../api/get-party-details.ts';
import { useIsDefaulter } from '../../api/get-is-defaulter.ts';

import { ReasonAnswerFields } from '../../../../components/record/reason-answer-fields.tsx';
import { AtcAvailabilityPanel } from './atc-availability-panel.tsx';
import { FeeNotice } from './fee-notice.tsx';
import { initialValues, openReasonsOfRecord, type ApplicationFormValues } from './form-values.ts';
import { liveErrors, windowMessage } from './live-validation.ts';
import { PartyFields } from './party-fields.tsx';
import { TimeBlockRows } from './time-block-rows.tsx';
import { useSaveApplication, type SavedApplication } from './use-save-application.ts';
import { useAtcMargin } from './use-atc-availability.ts';
import { useRowRemaining } from './use-row-remaining.ts';
import { WindowNotice } from './window-notice.tsx';

const TextField = FormTextField<ApplicationFormValues>;
const idOf = (value: string) => (value.trim() === '' ? null : Number(value));

export interface ApplicationFormProps {
  type: ApplicationType;
  /** The draft or returned application saved again; null for a new one. */
  record: ApplicationDetail | null;
  /** An OA applicant's own approved registrations (it applies as one side and may name a trader); null for a trader. */
  own: readonly Party[] | null;
  onSaved: (saved: SavedApplication, message: string) => void;
  onCancel: () => void;
}

export function ApplicationForm({ type, record, own, onSaved, onCancel }: ApplicationFormProps) {
  const [initial] = useState(() => initialValues(record, own));
  const form = useForm<ApplicationFormValues>({ defaultValues: initial });
  const submitErrors = useSubmitErrors();
  const leaveGuard = useLeaveGuard(form);
  const [now] = useState(() => businessNow());
  const values = useWatch({ control: form.control }) as ApplicationFormValues;
  const rows = values.timeBlocks ?? [];
  const seller = usePartyDetails('seller', idOf(values.sellerRegistrationId ?? ''));
  const buyer = usePartyDetails('buyer', idOf(values.buyerRegistrationId ?? ''));
  const rules = useBusinessRules().data?.rules.applicationWindows ?? null;
  const deliveryWindow = rules ? applicationWindow(type, now, rules) : null;
  // A closed window has no legal date: the form waits, saying why and when it opens (issue 15 item 8).
  const isClosed = deliveryWindow !== null && !deliveryWindow.isOpen;
  const opening = rules && isClosed ? windowOpeningText(nextWindowOpening(type, now, rules)) : null;
  const { remaining, errors: remainingErrors } = useRowRemaining(
    rows,
    values.sellerRegistrationId ?? '',
    values.buyerRegistrationId ?? '',
    record?.id ?? null,
  );
  const margin = useAtcMargin(rows, values.sellerRegistrationId ?? '', values.buyerRegistrationId ?? '');
  const live = liveErrors(rows, {
    window: deliveryWindow,
    remaining,
    seller: seller.data ?? null,
    buyer: buyer.data ?? null,
  });
  const outsideWindow = windowMessage(type, rows, now, rules);
  const isDefaulter = useIsDefaulter().data === true;
  const save = useSaveApplication({ type, record, hasTraderChoice: own !== null });

  const run = async (isDraft: boolean) => {
    const outcome = await save.run(form.getValues(), { isDraft, live, outsideWindow });
    if (outcome.kind === 'invalid') return submitErrors.refuse(outcome.errors);
    leaveGuard.markSaved();
    onSaved(outcome.saved, outcome.message);
  };
  const disabled = isDefaulter || isClosed || save.pending !== null;

  return (
    <FormProvider {...form}>
      <FieldErrorsProvider errors={{ ...live, ...submitErrors.errors }} setErrors={submitErrors.setErrors}>
        <Box component="form" aria-label="Application form" noValidate onSubmit={(event) => event.preventDefault()}>
          <Stack spacing={3}>
            <ErrorSummary problems={problemsOfMessages(submitErrors.errors)} refusal={submitErrors.refusal} />
            {deliveryWindow && <WindowNotice window={deliveryWindow} opening={opening} />}
            {isDefaulter && <Alert severity="error">{APPLICATION_MESSAGES.defaulter}</Alert>}
            {save.alert && (
              <Alert severity="error" onClose={save.closeAlert}>
                {save.alert}
              </Alert>
            )}
            <PartyFields
              own={own}
              saved={{ seller: record?.seller ?? null, buyer: record?.buyer ?? null }}
              details={{ seller: seller.data, buyer: buyer.data }}
              disabled={disabled}
            />
            {outsideWindow && <Alert severity="warning">{outsideWindow}</Alert>}
            <TimeBlockRows
              window={deliveryWindow}
              remaining={remaining}
              remainingErrors={remainingErrors}
              marginWarnings={margin.warnings}
              disabled={disabled}
            />
            <AtcAvailabilityPanel margin={margin} />
            <TextField name="remarks" label="Remarks (optional)" multiline disabled={disabled} />
            <ReasonAnswerFields<ApplicationFormValues> reasons={openReasonsOfRecord(record)} disabled={disabled} />
            <FeeNotice type={type} />
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => leaveGuard.confirmLeave(onCancel)} disabled={save.pending !== null}>
                Cancel
              </Button>
              <Button
                variant="outlined"
                onClick={() => void run(true)}
                loading={save.pending === 'draft'}
                disabled={disabled}
              >
                Save as Draft
              </Button>
              <Button
                variant="contained"
                onClick={() => void run(false)}
                loading={save.pending === 'submit'}
                disabled={disabled}
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
