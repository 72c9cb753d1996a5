/**
 * The combo box with an 'Others' choice (spec §5): choosing Others requires a value of one's own,
 * 'Please provide other value or pick from the given'.
 */
import { z } from 'zod';
import { requiredMessage } from '../api/messages.ts';

export const OTHERS = 'Others';
export const OTHERS_MESSAGE = 'Please provide other value or pick from the given';

/** The value a combo stands for: the picked option, or the other value typed when Others is picked. */
export function resolveOthers(choice: string, other: string | null | undefined): string | null {
  if (choice !== OTHERS) return choice || null;
  const typed = (other ?? '').trim();
  return typed === '' ? null : typed;
}

/** Schema of `{ choice, other }` → the resolved string. */
export function othersChoiceField(label: string, options: readonly string[]) {
  return z
    .object({ choice: z.string({ error: requiredMessage(label) }), other: z.string().nullish() })
    .superRefine((value, ctx) => {
      if (!value.choice) ctx.addIssue({ code: 'custom', path: ['choice'], message: requiredMessage(label) });
      else if (value.choice !== OTHERS && !options.includes(value.choice)) {
        ctx.addIssue({ code: 'custom', path: ['choice'], message: OTHERS_MESSAGE });
      } else if (value.choice === OTHERS && resolveOthers(value.choice, value.other) === null) {
        ctx.addIssue({ code: 'custom', path: ['other'], message: OTHERS_MESSAGE });
      }
    })
    .transform((value) => resolveOthers(value.choice, value.other) ?? '');
}
