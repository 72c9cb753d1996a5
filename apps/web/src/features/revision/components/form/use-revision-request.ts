/**
 * Preview and Submit Request of the revision form: the inputs are read by the shared revisionRequestSchema (its
 * messages under the fields), Preview asks the server what they change, and Submit Request files exactly the previewed
 * request — only while the inputs are still the previewed ones. The server's 400 field errors (`rows.{i}.{field}`)
 * land under their fields, any other refusal (422: less than the minimum reduction) in the form's alert.
 */
import { useState } from 'react';
import type { z } from 'zod';
import {
  revisionRequestSchema,
  type RevisionImpact,
  type RevisionRequest,
  type savedRevisionSchema,
} from '@stoa/shared';
import { errorsOfIssues, placeServerErrors, type FieldErrors } from '../../../../components/crud/field-errors.tsx';
import { useSubmitErrors } from '../../../../components/form/use-submit-errors.ts';
import { firstErrorMessage } from '../../../../lib/api-client.ts';
import { useAddRevision } from '../../api/add-revision.ts';
import { usePreviewRevision } from '../../api/preview-revision.ts';
import { inFormWords, inputsKey, requestOf, type RevisionFormValues } from './revision-form-values.ts';

export type SavedRevision = z.output<typeof savedRevisionSchema>;

/** The request fields the form shows (the head of a message's dotted path). */
const FIELD_HEADS: ReadonlySet<string> = new Set(['applicationId', 'rows', 'reason']);
const stepOf = (path: readonly string[]) => (FIELD_HEADS.has(path[0] ?? '') ? 'form' : null);

/** The schema's messages by path, in the form's words. */
function schemaErrorsOf(issues: Parameters<typeof errorsOfIssues>[0]): FieldErrors {
  return Object.fromEntries(Object.entries(errorsOfIssues(issues)).map(([path, m]) => [path, inFormWords(path, m)]));
}

/** A refusal of the server: field errors under their fields (and in the summary), the rest for the alert. */
function refusalOf(error: unknown): { errors: FieldErrors; alert: string | null } {
  const { placed, unplaced } = placeServerErrors(error, stepOf);
  const hasPlaced = Object.keys(placed).length > 0;
  return { errors: placed, alert: unplaced[0] ?? (hasPlaced ? null : firstErrorMessage(error)) };
}

interface Previewed {
  /** The inputs previewed (inputsKey). */
  key: string;
  request: RevisionRequest;
  impact: RevisionImpact;
}

export function useRevisionRequest() {
  const preview = usePreviewRevision();
  const add = useAddRevision();
  const { errors, setErrors, refuse: refuseFields, refusal: refusalCount } = useSubmitErrors();
  const [alert, setAlert] = useState<string | null>(null);
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const [pending, setPending] = useState<'preview' | 'submit' | null>(null);

  const refuse = (error: unknown) => {
    const refusal = refusalOf(error);
    refuseFields(refusal.errors);
    setAlert(refusal.alert);
    setPreviewed(null);
  };

  const runPreview = async (values: RevisionFormValues) => {
    setAlert(null);
    const checked = revisionRequestSchema.safeParse(requestOf(values));
    if (!checked.success) {
      refuseFields(schemaErrorsOf(checked.error.issues));
      setPreviewed(null);
      return;
    }
    setErrors({});
    setPending('preview');
    try {
      const impact = await preview.mutateAsync(checked.data);
      setPreviewed({ key: inputsKey(values), request: checked.data, impact });
    } catch (error) {
      refuse(error);
    } finally {
      setPending(null);
    }
  };

  /** Files the previewed request; null when the server refused it (its messages shown). */
  const submit = async (): Promise<SavedRevision | null> => {
    if (!previewed) return null;
    setAlert(null);
    setPending('submit');
    try {
      return await add.mutateAsync(previewed.request);
    } catch (error) {
      refuse(error);
      return null;
    } finally {
      setPending(null);
    }
  };

  /** The impact of the inputs as they are now; null before a preview or once they changed. */
  const impactOf = (values: RevisionFormValues) => (previewed?.key === inputsKey(values) ? previewed : null);

  return {
    errors,
    setErrors,
    refusal: refusalCount,
    alert,
    closeAlert: () => setAlert(null),
    hasPreview: previewed !== null,
    impactOf,
    runPreview,
    submit,
    pending,
  };
}
