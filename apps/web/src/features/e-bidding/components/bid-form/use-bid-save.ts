/**
 * Saving Form ST3: the shared submitProposalSchema reads the form; a submission also runs the shared bidIssues (spec
 * §5 Bid steps: every field required, the quoted price at least the floor) and then waits for the user's
 * confirmation, since a submitted bid cannot be changed. Messages go under their fields, the rest in the alert; the
 * server's 400 field errors land the same way. The version moves on with each save.
 */
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  bidIssues,
  submitProposalSchema,
  type ProposalDetail,
  type SavedProposal,
  type SubmitProposalRequest,
} from '@stoa/shared';
import { errorsOfIssues, placeServerErrors, type FieldErrors } from '../../../../components/crud/field-errors.tsx';
import { problemsOfMessages } from '../../../../components/form/form-problems.ts';
import type { LeaveGuard } from '../../../../components/form/use-leave-guard.tsx';
import { useSubmitErrors } from '../../../../components/form/use-submit-errors.ts';
import { firstErrorMessage } from '../../../../lib/api-client.ts';
import { useSubmitProposal } from '../../api/submit-proposal.ts';
import { isBidField, requestOf, type BidFormValues } from './bid-form-values.ts';

interface BidSaveOptions {
  form: UseFormReturn<BidFormValues>;
  detail: ProposalDetail;
  onSaved: (result: SavedProposal, isDraft: boolean) => void;
  leaveGuard: LeaveGuard;
}

/** The request, or the messages of the shared checks by path. */
function check(values: BidFormValues, detail: ProposalDetail, version: number, isDraft: boolean) {
  const parsed = submitProposalSchema.safeParse(requestOf(values, detail, version, isDraft));
  if (!parsed.success) return { errors: errorsOfIssues(parsed.error.issues) };
  const issues = isDraft ? [] : bidIssues(parsed.data, detail.floorPrice);
  if (issues.length > 0) return { errors: errorsOfIssues(issues.map((i) => ({ path: [i.path], message: i.message }))) };
  return { request: parsed.data };
}

export function useBidSave({ form, detail, onSaved, leaveGuard }: BidSaveOptions) {
  const { errors, setErrors, refuse, refusal } = useSubmitErrors();
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState<'draft' | 'submit' | null>(null);
  const [confirming, setConfirming] = useState<SubmitProposalRequest | null>(null);
  const [version, setVersion] = useState(detail.version);
  const submit = useSubmitProposal();

  /** Messages under their fields and in the summary; one of no field (the floor price missing) is the alert's. */
  const showErrors = (next: FieldErrors, message?: string) => {
    refuse(next);
    setAlert(message ?? Object.entries(next).find(([path]) => !isBidField(path))?.[1] ?? null);
  };

  const post = async (request: SubmitProposalRequest) => {
    setConfirming(null);
    setPending(request.isDraft ? 'draft' : 'submit');
    try {
      const result = await submit.mutateAsync(request);
      setVersion(result.version);
      leaveGuard.markSaved();
      onSaved(result, request.isDraft);
    } catch (error) {
      const { placed, unplaced } = placeServerErrors(error, ([head]) => (head && isBidField(head) ? head : null));
      if (Object.keys(placed).length > 0) showErrors(placed, unplaced[0]);
      else setAlert(unplaced[0] ?? firstErrorMessage(error));
    } finally {
      setPending(null);
    }
  };

  /** A draft is saved at once; a submission is checked in full, then confirmed. */
  const save = (isDraft: boolean) => {
    setAlert(null);
    const checked = check(form.getValues(), detail, version, isDraft);
    if (checked.errors) return showErrors(checked.errors);
    setErrors({});
    if (isDraft) void post(checked.request);
    else setConfirming(checked.request);
  };

  return {
    errors,
    setErrors,
    /** The summary's problems: the messages under the form's fields. */
    problems: problemsOfMessages(Object.fromEntries(Object.entries(errors).filter(([path]) => isBidField(path)))),
    refusal,
    alert,
    closeAlert: () => setAlert(null),
    pending,
    save,
    confirming,
    confirm: () => confirming && void post(confirming),
    cancelConfirm: () => setConfirming(null),
  };
}
