/**
 * Save as Draft and Submit: the payload checked by the shared schema (a draft only for its shape), then by the live
 * rules for a submission; POST Application/Submit/{type}, which saves the trader an OA applicant names with the rest
 * in one step. The messages come back by dotted path for the fields; the rest goes to the form's alert, and a
 * failure that is none of the form's (network, 5xx) reads 'Error in submission!' (spec §8).
 */
import { useState } from 'react';
import type { z } from 'zod';
import {
  APPLICATION_MESSAGES,
  MESSAGES,
  checkReasonAnswers,
  draftApplicationSchema,
  submitApplicationSchema,
  type ApplicationDetail,
  type ApplicationType,
  type savedApplicationSchema,
} from '@stoa/shared';
import { errorsOfIssues, placeServerErrors, type FieldErrors } from '../../../../components/crud/field-errors.tsx';
import { ApiRequestError, firstErrorMessage } from '../../../../lib/api-client.ts';
import { useSubmitApplication } from '../../api/submit-application.ts';
import { draftOf, openReasonsOfRecord, submissionOf, type ApplicationFormValues } from './form-values.ts';
import type { LiveErrors } from './live-validation.ts';

export type SavedApplication = z.output<typeof savedApplicationSchema>;

/** The fields a message may sit under (the head of its dotted path); the trader only where it can be chosen. */
function fieldHeads(hasTraderChoice: boolean): ReadonlySet<string> {
  const heads = ['sellerRegistrationId', 'buyerRegistrationId', 'timeBlocks', 'remarks', 'reasonAnswers'];
  return new Set(hasTraderChoice ? [...heads, 'traderId'] : heads);
}

/**
 * A save that failed for no reason of the form's (no answer at all, an unreadable one, or the server's 5xx): spec §8
 * 'Error in submission!'. A 4xx keeps the server's own words (field errors under their fields, the rest in the alert).
 */
const isSubmissionFailure = (error: unknown) => !(error instanceof ApiRequestError) || error.status >= 500;

type Outcome = { kind: 'saved'; saved: SavedApplication; message: string } | { kind: 'invalid'; errors: FieldErrors };

interface SaveOptions {
  type: ApplicationType;
  record: ApplicationDetail | null;
  hasTraderChoice: boolean;
}

interface RunOptions {
  isDraft: boolean;
  live: LiveErrors;
  /** Why the rows fall outside the type's window now, or null. */
  outsideWindow: string | null;
}

/** A returned application's reasons each answered (the shared check the server makes too), by field path. */
function answerErrors(record: ApplicationDetail | null, values: ApplicationFormValues): Record<string, string> {
  const answers = Object.entries(values.reasonAnswers ?? {}).map(([code, answer]) => ({ code, answer }));
  const check = checkReasonAnswers(openReasonsOfRecord(record), answers);
  return check.ok ? {} : Object.fromEntries(check.issues.map((i) => [i.path.join('.'), i.message]));
}

export function useSaveApplication({ type, record, hasTraderChoice }: SaveOptions) {
  const submit = useSubmitApplication();
  const [pending, setPending] = useState<'draft' | 'submit' | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const heads = fieldHeads(hasTraderChoice);
  const stepOf = (path: readonly string[]) => (heads.has(path[0] ?? '') ? 'form' : null);

  /** Splits messages by path into those under a field (and in the error summary) and the rest (for the alert). */
  const refuse = (errors: Record<string, string>, alertText: string | null): Outcome => {
    const placed = Object.fromEntries(Object.entries(errors).filter(([path]) => stepOf(path.split('.')) !== null));
    const unplaced = Object.entries(errors).filter(([path]) => stepOf(path.split('.')) === null);
    setAlert(alertText ?? unplaced[0]?.[1] ?? null);
    return { kind: 'invalid', errors: placed };
  };

  const run = async (values: ApplicationFormValues, { isDraft, live, outsideWindow }: RunOptions): Promise<Outcome> => {
    setAlert(null);
    const context = { id: record?.id ?? null, hasTraderChoice, version: record?.version ?? null };
    const checked = isDraft
      ? draftApplicationSchema.safeParse(draftOf(values, context))
      : submitApplicationSchema.safeParse(submissionOf(values, context));
    const schemaErrors = checked.success ? {} : errorsOfIssues(checked.error.issues);
    const errors = isDraft ? schemaErrors : { ...live, ...schemaErrors, ...answerErrors(record, values) };
    if (!checked.success || Object.keys(errors).length > 0 || (!isDraft && outsideWindow)) {
      return refuse(errors, isDraft ? null : outsideWindow);
    }
    setPending(isDraft ? 'draft' : 'submit');
    try {
      const saved = await submit.mutateAsync({ type, body: checked.data });
      return { kind: 'saved', saved, message: isDraft ? APPLICATION_MESSAGES.saved : APPLICATION_MESSAGES.submitted };
    } catch (error) {
      if (isSubmissionFailure(error)) {
        setAlert(MESSAGES.submissionFailed);
        return { kind: 'invalid', errors: {} };
      }
      const { placed, unplaced } = placeServerErrors(error, stepOf);
      const hasPlaced = Object.keys(placed).length > 0;
      setAlert(unplaced[0] ?? (hasPlaced ? null : firstErrorMessage(error)));
      return { kind: 'invalid', errors: placed };
    } finally {
      setPending(null);
    }
  };

  return { run, pending, alert, closeAlert: () => setAlert(null) };
}
