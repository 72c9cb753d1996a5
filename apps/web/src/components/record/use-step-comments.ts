/**
 * The comments box of a workflow step — one record's (RecordActionDialog) or a bulk run's (BulkActionBar): the text
 * rule and length of workflowActionSchema, and required when the table says so (WORKFLOW_MESSAGES.commentRequired).
 */
import { useState, type ChangeEvent } from 'react';
import { WORKFLOW_MESSAGES, workflowActionSchema } from '@stoa/shared';

/** `isRequired` is read when the comments are read (a dialog's ticked reasons may lift it); `missing` says why. */
export function useStepComments(isRequired: boolean, missing: string = WORKFLOW_MESSAGES.commentRequired) {
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The comments to send (null: none), or undefined once the box shows why they are refused. */
  const read = (): string | null | undefined => {
    const parsed = workflowActionSchema.safeParse({ comments });
    if (!parsed.success) return void setError(parsed.error.issues[0]?.message ?? WORKFLOW_MESSAGES.commentRequired);
    if (isRequired && !parsed.data.comments) return void setError(missing);
    setError(null);
    return parsed.data.comments;
  };
  /** The TextInput's props. */
  const field = {
    value: comments,
    required: isRequired,
    error: error !== null,
    helperText: error,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setComments(event.target.value);
      setError(null);
    },
  };
  return { read, field };
}
