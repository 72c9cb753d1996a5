/**
 * Saving Form ST2 (spec §4 multi-step forms: validation runs on all steps at the end): the shared
 * submitInvitationSchema reads the whole form — a draft only for the shape of what is filled, a sending for every
 * required field too —, the steps with a message are flagged and the first of them opened; the server's 400 field
 * errors land the same way, its other messages in the alert. The version moves on with each save.
 */
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { submitInvitationSchema, type InvitationDetail, type SavedInvitation } from '@stoa/shared';
import { errorsOfIssues, placeServerErrors, type FieldErrors } from '../../../../components/crud/field-errors.tsx';
import { useSubmitErrors } from '../../../../components/form/use-submit-errors.ts';
import type { LeaveGuard } from '../../../../components/form/use-leave-guard.tsx';
import { firstErrorMessage } from '../../../../lib/api-client.ts';
import { useSubmitInvitation } from '../../api/submit-invitation.ts';
import {
  flaggedSteps,
  requestOf,
  stepOfPath,
  type InvitationFormValues,
  type InvitationStep,
} from './invitation-form-values.ts';

interface InvitationSaveOptions {
  form: UseFormReturn<InvitationFormValues>;
  detail: InvitationDetail;
  onOpenStep: (step: InvitationStep) => void;
  onSaved: (result: SavedInvitation, isDraft: boolean) => void;
  leaveGuard: LeaveGuard;
}

export function useInvitationSave({ form, detail, onOpenStep, onSaved, leaveGuard }: InvitationSaveOptions) {
  const { errors, setErrors, refuse, refusal } = useSubmitErrors();
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState<'draft' | 'submit' | null>(null);
  const [version, setVersion] = useState(detail.version);
  const submit = useSubmitInvitation();

  /** Messages under their fields and in the summary, the first flagged step open; the alert says what has no field. */
  const showErrors = (next: FieldErrors, message?: string) => {
    refuse(next);
    const first = flaggedSteps(next)[0];
    if (first) onOpenStep(first);
    setAlert(message ?? null);
  };

  const save = async (isDraft: boolean) => {
    setAlert(null);
    const checked = submitInvitationSchema.safeParse(requestOf(form.getValues(), { id: detail.id, version }, isDraft));
    if (!checked.success) return showErrors(errorsOfIssues(checked.error.issues));
    setErrors({});
    setPending(isDraft ? 'draft' : 'submit');
    try {
      const result = await submit.mutateAsync(checked.data);
      setVersion(result.version);
      leaveGuard.markSaved();
      onSaved(result, isDraft);
    } catch (error) {
      const { placed, unplaced } = placeServerErrors(error, stepOfPath);
      if (Object.keys(placed).length > 0) showErrors(placed, unplaced[0]);
      else setAlert(unplaced[0] ?? firstErrorMessage(error));
    } finally {
      setPending(null);
    }
  };

  return { errors, setErrors, refusal, alert, setAlert, pending, save };
}
