/**
 * What a processor says with a step (issue 36 item 8): the free text, and on Reject / Seek Clarification the codes of
 * the reasons it ticked. `stepPayload` is the body every action call sends (nothing empty is sent).
 */
export interface StepWords {
  comments: string | null;
  reasonCodes: readonly string[];
}

export const NO_WORDS: StepWords = { comments: null, reasonCodes: [] };

export function stepPayload({ comments, reasonCodes }: StepWords): { comments?: string; reasonCodes?: string[] } {
  const text = comments?.trim() ?? '';
  return { ...(text ? { comments: text } : {}), ...(reasonCodes.length > 0 ? { reasonCodes: [...reasonCodes] } : {}) };
}
