/**
 * Preview Plan and Apply Curtailment: the inputs are read by the shared curtailmentRequestSchema (its messages under
 * the fields), Preview Plan asks the server which schedules lose what, and Apply sends that plan's token with the
 * request — only while the inputs are still the previewed ones. When the schedules moved since the preview (409
 * PLAN_CHANGED) the server's message is shown and the plan previewed again.
 */
import { useState } from 'react';
import type { z } from 'zod';
import {
  CURTAILMENT_MESSAGES,
  curtailmentRequestSchema,
  type CurtailmentPlanView,
  type CurtailmentRequest,
  type savedCurtailmentSchema,
} from '@stoa/shared';
import { errorsOfIssues, placeServerErrors, type FieldErrors } from '../../../../components/crud/field-errors.tsx';
import { useSubmitErrors } from '../../../../components/form/use-submit-errors.ts';
import type { Notice } from '../../../../components/page-notice.tsx';
import { firstErrorMessage } from '../../../../lib/api-client.ts';
import { isPlanChanged, useApplyCurtailment } from '../../api/apply-curtailment.ts';
import { usePreviewCurtailment } from '../../api/preview-curtailment.ts';
import {
  CURTAILMENT_LABELS,
  inFormWords,
  inputsKey,
  requestOf,
  type CurtailmentFormValues,
} from './curtailment-form-values.ts';

export type SavedCurtailment = z.output<typeof savedCurtailmentSchema>;

const FIELDS: ReadonlySet<string> = new Set(Object.keys(CURTAILMENT_LABELS));
/** Field errors may name the request's fields bare or under `request.` (Apply's body). */
const stepOf = (path: readonly string[]) => {
  const head = path[0] === 'request' ? path[1] : path[0];
  return FIELDS.has(head ?? '') ? 'form' : null;
};

/** The schema's messages by path, in the form's words. */
function schemaErrorsOf(issues: Parameters<typeof errorsOfIssues>[0]): FieldErrors {
  return Object.fromEntries(Object.entries(errorsOfIssues(issues)).map(([path, m]) => [path, inFormWords(path, m)]));
}

/**
 * A refusal of the server: field errors under their fields and in the summary (Apply's `request.` taken off), the
 * rest for the alert.
 */
function refusalOf(error: unknown): { errors: FieldErrors; alert: string | null } {
  const { placed, unplaced } = placeServerErrors(error, stepOf);
  const errors = Object.fromEntries(Object.entries(placed).map(([path, m]) => [path.replace(/^request\./, ''), m]));
  return { errors, alert: unplaced[0] ?? (Object.keys(errors).length > 0 ? null : firstErrorMessage(error)) };
}

interface Planned {
  key: string;
  request: CurtailmentRequest;
  plan: CurtailmentPlanView;
}

export function useCurtailmentPlan() {
  const preview = usePreviewCurtailment();
  const apply = useApplyCurtailment();
  const { errors, setErrors, refuse: refuseFields, refusal: refusalCount } = useSubmitErrors();
  const [alert, setAlert] = useState<Notice | null>(null);
  const [planned, setPlanned] = useState<Planned | null>(null);
  const [pending, setPending] = useState<'preview' | 'apply' | null>(null);

  const refuse = (error: unknown) => {
    const refusal = refusalOf(error);
    refuseFields(refusal.errors);
    setAlert(refusal.alert === null ? null : { severity: 'error', message: refusal.alert });
    setPlanned(null);
  };

  /** Asks for the plan of a checked request; false when the server refused it. */
  const plan = async (key: string, request: CurtailmentRequest) => {
    setPending('preview');
    try {
      setPlanned({ key, request, plan: await preview.mutateAsync(request) });
      return true;
    } catch (error) {
      refuse(error);
      return false;
    } finally {
      setPending(null);
    }
  };

  const runPreview = async (values: CurtailmentFormValues) => {
    setAlert(null);
    const checked = curtailmentRequestSchema.safeParse(requestOf(values));
    if (!checked.success) {
      refuseFields(schemaErrorsOf(checked.error.issues));
      setPlanned(null);
      return;
    }
    setErrors({});
    await plan(inputsKey(values), checked.data);
  };

  /** Applies the previewed plan; null when it was refused or the plan changed (then previewed again). */
  const runApply = async (): Promise<SavedCurtailment | null> => {
    if (!planned) return null;
    setAlert(null);
    setPending('apply');
    try {
      return await apply.mutateAsync({ request: planned.request, planToken: planned.plan.planToken });
    } catch (error) {
      if (!isPlanChanged(error)) {
        refuse(error);
        return null;
      }
      const message = firstErrorMessage(error, CURTAILMENT_MESSAGES.planChanged);
      if (await plan(planned.key, planned.request)) setAlert({ severity: 'error', message });
      return null;
    } finally {
      setPending((current) => (current === 'apply' ? null : current));
    }
  };

  /** The plan of the inputs as they are now; null before a preview or once they changed. */
  const planOf = (values: CurtailmentFormValues) => (planned?.key === inputsKey(values) ? planned.plan : null);

  return {
    errors,
    setErrors,
    refusal: refusalCount,
    alert,
    closeAlert: () => setAlert(null),
    planOf,
    runPreview,
    runApply,
    pending,
  };
}
