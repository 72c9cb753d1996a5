import { useCallback, useMemo, useState } from 'react';
import { ATC_MESSAGES, atcBelowAllocated, fromHundredths, toHundredths, type AtcDay } from '@stoa/shared';

export interface AtcDayForm {
  /** The 96 ATC boxes as typed. */
  texts: string[];
  /** ATC per block in MW as typed (0 for an empty box), for the chart and Remaining. */
  atc: number[];
  allocated: number[];
  /** Messages by block index (0..95): required, below the allocation, or what the server said. */
  errors: ReadonlyMap<number, string>;
  isDirty: boolean;
  setText: (index: number, text: string) => void;
  /** Sets blocks from..to (1-based, inclusive) to one value. */
  fill: (from: number, to: number, text: string) => void;
  setServerErrors: (errors: ReadonlyMap<number, string>) => void;
  reset: () => void;
  /** The MW to save, when every box holds an acceptable value. */
  values: () => number[] | null;
}

const textOf = (mw: number) => String(mw);
/** A typed value in MW; 0 for an empty box or a lone point (both flagged as errors). */
const mwOf = (text: string) => (Number.isFinite(Number(text)) && text !== '.' ? Number(text) : 0);
const isNumberText = (text: string) => text !== '' && text !== '.';

/**
 * The edit state of one corridor-day: typed texts, the checks the server will make (a value in every block, never
 * below what is allocated — the same shared rule, so the page refuses what the server would), and server errors.
 */
export function useAtcDayForm(day: AtcDay): AtcDayForm {
  const initial = useMemo(() => day.blocks.map((b) => textOf(b.atc)), [day]);
  const allocated = useMemo(() => day.blocks.map((b) => b.allocated), [day]);
  const [texts, setTexts] = useState<string[]>(initial);
  const [serverErrors, setServerErrors] = useState<ReadonlyMap<number, string>>(new Map());

  const atc = useMemo(() => texts.map(mwOf), [texts]);
  const errors = useMemo(() => {
    const map = new Map<number, string>(serverErrors);
    const below = atcBelowAllocated(atc.map(toHundredths), allocated.map(toHundredths));
    for (const e of below) if (isNumberText(texts[e.block - 1]!)) map.set(e.block - 1, e.message);
    texts.forEach((text, i) => {
      if (text === '') map.set(i, ATC_MESSAGES.required);
      else if (!isNumberText(text)) map.set(i, ATC_MESSAGES.notNumber);
    });
    return map;
  }, [serverErrors, atc, allocated, texts]);

  const clearServerErrors = useCallback(
    (indexes: number[]) =>
      setServerErrors((previous) => {
        if (!indexes.some((i) => previous.has(i))) return previous;
        const next = new Map(previous);
        for (const i of indexes) next.delete(i);
        return next;
      }),
    [],
  );
  // Stable, so the memoised grid rows re-render only when their own block changes.
  const setText = useCallback(
    (index: number, text: string) => {
      setTexts((previous) => previous.map((t, i) => (i === index ? text : t)));
      clearServerErrors([index]);
    },
    [clearServerErrors],
  );

  return {
    texts,
    atc,
    allocated,
    errors,
    isDirty: texts.some((text, i) => text === '' || Number(text) !== Number(initial[i])),
    setText,
    fill: (from, to, text) => {
      setTexts((previous) => previous.map((t, i) => (i >= from - 1 && i <= to - 1 ? text : t)));
      clearServerErrors(Array.from({ length: to - from + 1 }, (_, k) => from - 1 + k));
    },
    setServerErrors,
    reset: () => {
      setTexts(initial);
      setServerErrors(new Map());
    },
    values: () => (errors.size > 0 ? null : atc.map((mw) => fromHundredths(toHundredths(mw)))),
  };
}
