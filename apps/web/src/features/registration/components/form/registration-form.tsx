import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  REGISTRATION_MESSAGES,
  REGISTRATION_STEPS,
  checkReasonAnswers,
  registrationDetailsSchema,
  stepOfPath,
  stepsFor,
  type EntityType,
  type RegistrationDetail,
  type RegistrationStep,
  type StepReason,
} from '@stoa/shared';
import {
  errorsOfIssues,
  placeServerErrors,
  stepsWithErrors,
  type FieldErrors,
} from '../../../../components/crud/field-errors.tsx';
import { useLeaveGuard } from '../../../../components/form/use-leave-guard.tsx';
import { useSubmitErrors } from '../../../../components/form/use-submit-errors.ts';
import { WorkflowStepsForm } from '../../../../components/workflow/workflow-steps-form.tsx';
import {
  ReasonAnswerFields,
  emptyAnswers,
  reasonAnswersOf,
} from '../../../../components/record/reason-answer-fields.tsx';
import { firstErrorMessage } from '../../../../lib/api-client.ts';
import { withNotice } from '../../../../lib/route-notice.ts';
import { useRenewRegistration } from '../../api/renew-registration.ts';
import { useSubmitRegistration, type SavedRegistration } from '../../api/submit-registration.ts';
import { ConnectionStep } from './connection-step.tsx';
import { ConsumerStep } from './consumer-step.tsx';
import { DeclarationStep } from './declaration-step.tsx';
import { DocumentsStep } from './documents-step.tsx';
import { FormActions, type PendingAction } from './form-actions.tsx';
import { detailsFromValues, type RegistrationFormValues } from './form-values.ts';
import { GeneratorStep } from './generator-step.tsx';
import { LicenceStep } from './licence-step.tsx';
import { UnitsStep } from './units-step.tsx';
import { ZonesStep } from './zones-step.tsx';

export interface RegistrationFormProps {
  entityType: EntityType;
  initialValues: RegistrationFormValues;
  /** The draft or returned record saved again, with the version it was read at; null for a new one. */
  saved: { id: number; version: number } | null;
  /** A renewal: the id of the registration it renews, and that registration once loaded (the Renew rule). */
  renewal: { previousRegistrationId: number; renewed: RegistrationDetail | undefined } | null;
  /** A returned registration: the reasons it was returned for, each answered on Submit (issue 36 item 8). */
  openReasons?: readonly StepReason[];
}

/**
 * The multi-step registration form (spec §2.4, §4): Next until the last step, which submits; Save as Draft on every
 * step. Submit checks the whole payload with the shared schema, flags the steps with errors, opens the first one and
 * puts each message under its field; the server's 400 field errors are shown the same way.
 */
export function RegistrationForm({
  entityType,
  initialValues,
  saved,
  renewal,
  openReasons = [],
}: RegistrationFormProps) {
  const steps = stepsFor(entityType);
  const [active, setActive] = useState(0);
  const { errors, setErrors, refuse, refusal } = useSubmitErrors();
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingAction>(null);
  // The version the form was filled from: a save after someone else's is refused (409), never silently merged.
  const [savedAtStart] = useState(saved);
  const form = useForm<RegistrationFormValues>({
    defaultValues: { ...initialValues, reasonAnswers: emptyAnswers(openReasons) },
  });
  const answersNow = () => reasonAnswersOf(openReasons, form.getValues().reasonAnswers);
  const leaveGuard = useLeaveGuard(form);
  const navigate = useNavigate();
  const submitRegistration = useSubmitRegistration();
  const renewRegistration = useRenewRegistration();
  const flagged = stepsWithErrors(errors, steps, stepOfPath);
  const step = steps[active] ?? steps[0]!;

  /** The summary lists the messages; the first step with one opens. */
  const showErrors = (next: FieldErrors) => {
    refuse(next);
    const first = stepsWithErrors(next, steps, stepOfPath)[0];
    if (first) setActive(steps.indexOf(first));
  };

  const send = (isDraft: boolean, details: Record<string, unknown>): Promise<SavedRegistration> => {
    // A returned registration's answers go with its submission only.
    const answers = isDraft || openReasons.length === 0 ? {} : { reasonAnswers: answersNow() };
    const body = { id: savedAtStart?.id ?? null, version: savedAtStart?.version ?? null, isDraft, details, ...answers };
    return renewal
      ? renewRegistration.mutateAsync({
          entityType,
          body: { ...body, previousRegistrationId: renewal.previousRegistrationId },
        })
      : submitRegistration.mutateAsync({ entityType, body });
  };

  const save = async (isDraft: boolean) => {
    setAlert(null);
    let details = detailsFromValues(entityType, form.getValues());
    if (!isDraft) {
      const checked = registrationDetailsSchema(entityType).safeParse(details);
      const answers = checkReasonAnswers(openReasons, answersNow());
      const answerErrors = answers.ok
        ? {}
        : Object.fromEntries(answers.issues.map((i) => [i.path.join('.'), i.message]));
      if (!checked.success || !answers.ok) {
        showErrors({ ...(checked.success ? {} : errorsOfIssues(checked.error.issues)), ...answerErrors });
        return;
      }
      details = checked.data;
    }
    setErrors({});
    setPending(isDraft ? 'draft' : 'submit');
    try {
      const result = await send(isDraft, details);
      const notice = isDraft
        ? REGISTRATION_MESSAGES.draftSaved
        : renewal
          ? REGISTRATION_MESSAGES.renewalSubmitted
          : REGISTRATION_MESSAGES.submitted;
      leaveGuard.markSaved();
      navigate(`/registrations/view/${entityType}/${result.id}`, { state: withNotice(notice) });
    } catch (error) {
      const { placed, unplaced } = placeServerErrors(error, stepOfPath);
      if (Object.keys(placed).length > 0) showErrors(placed);
      if (unplaced.length > 0 || Object.keys(placed).length === 0) setAlert(unplaced[0] ?? firstErrorMessage(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <WorkflowStepsForm
      form={form}
      errors={errors}
      setErrors={setErrors}
      refusal={refusal}
      stepOf={stepOfPath}
      leaveGuard={leaveGuard}
      aria-label="Registration form"
      stepsLabel="Registration steps"
      steps={steps}
      labels={REGISTRATION_STEPS}
      active={active}
      step={step}
      flagged={flagged}
      onSelect={setActive}
      alert={alert}
      onCloseAlert={() => setAlert(null)}
      actions={
        <FormActions
          entityType={entityType}
          isFirst={active === 0}
          isLast={active === steps.length - 1}
          isRenewal={renewal !== null}
          renewed={renewal?.renewed}
          pending={pending}
          onBack={() => setActive((i) => Math.max(0, i - 1))}
          onNext={() => setActive((i) => Math.min(steps.length - 1, i + 1))}
          onDraft={() => void save(true)}
          onSubmit={() => void save(false)}
        />
      }
    >
      <ReasonAnswerFields<RegistrationFormValues> reasons={openReasons} />
      <StepContent step={step} entityType={entityType} isRenewal={renewal !== null} />
    </WorkflowStepsForm>
  );
}

function StepContent({
  step,
  entityType,
  isRenewal,
}: {
  step: RegistrationStep;
  entityType: EntityType;
  isRenewal: boolean;
}) {
  switch (step) {
    case 'connection':
      return <ConnectionStep entityType={entityType} />;
    case 'generator':
      return <GeneratorStep />;
    case 'units':
      return <UnitsStep />;
    case 'zones':
      return <ZonesStep />;
    case 'consumer':
      return <ConsumerStep />;
    case 'licence':
      return <LicenceStep />;
    case 'documents':
      return <DocumentsStep entityType={entityType} />;
    case 'declaration':
      return <DeclarationStep entityType={entityType} isRenewal={isRenewal} />;
  }
}
