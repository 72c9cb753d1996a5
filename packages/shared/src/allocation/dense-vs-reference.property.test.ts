/**
 * The dense engine (issue 14) against the reference engine it replaced (reference/, kept verbatim): on every random
 * batch both must give the same assessment and the same allocations, outcomes, explanations and limits — equal in
 * value, in the order of every list and map entry and in the order of every object's keys (the server serializes
 * them) — and on every spoilt batch throw the same error.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assess } from './assess.ts';
import { allocateInOrder } from './in-order.ts';
import { allocateProRata, explainProRataCell } from './pro-rata.ts';
import { assess as referenceAssess } from './reference/reference-assess.ts';
import { allocateInOrder as referenceInOrder } from './reference/reference-in-order.ts';
import { allocateProRata as referenceProRata } from './reference/reference-pro-rata.ts';
import { arbBatch, arbCorrupted, type Batch } from './dense-vs-reference.arbitraries.ts';

const RUNS = { numRuns: 300 };
/** Each run calls both engines three times; on a busy machine a few hundred runs take seconds. */
const TIMEOUT = 60_000;

/**
 * A text of the value that keeps every order (of list items, map entries and object keys) and tells -0 from 0 and
 * a missing value from undefined: the quick comparison. Maps are written as { '<Map>': entries }.
 */
function serialized(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Map) return { '<Map>': [...v] };
    if (Object.is(v, -0)) return '<-0>';
    return v === undefined ? '<undefined>' : v;
  });
}

/** What a call gives: its result, or the class and message of what it threw. */
function outcome(run: () => unknown): { result?: unknown; thrown?: string; message?: string } {
  try {
    return { result: run() };
  } catch (err) {
    return { thrown: (err as Error).constructor.name, message: (err as Error).message };
  }
}

/** Fails (with expect's diff) unless both give the same text. */
function expectIdentical(name: string, got: unknown, want: unknown): void {
  const [g, w] = [serialized(got), serialized(want)];
  if (g !== w) expect({ name, got: JSON.parse(g) as unknown }).toStrictEqual({ name, got: JSON.parse(w) as unknown });
}

const ENGINES = [
  ['assess', assess, referenceAssess],
  ['allocateProRata', allocateProRata, referenceProRata],
  ['allocateInOrder', allocateInOrder, referenceInOrder],
] as const;

function expectSame({ apps, margins, room }: Batch, withRoom = true): void {
  for (const [name, dense, reference] of ENGINES) {
    const got = outcome(() => (withRoom ? dense(apps, margins, room) : dense(apps, margins)));
    const want = outcome(() => (withRoom ? reference(apps, margins, room) : reference(apps, margins)));
    expectIdentical(name, got, want);
  }
}

describe('the dense engine gives exactly what the reference engine gives', () => {
  it(
    'on random batches: several corridors, dates and parties, missing margins and rooms, ties',
    () => {
      fc.assert(
        fc.property(arbBatch(), (batch) => expectSame(batch)),
        RUNS,
      );
    },
    TIMEOUT,
  );
  it(
    'without party room (the parameter left out) and whatever the order of the input array',
    () => {
      fc.assert(
        fc.property(
          arbBatch().chain((b) =>
            fc.shuffledSubarray(b.apps, { minLength: b.apps.length }).map((apps) => ({ ...b, apps })),
          ),
          (batch) => expectSame(batch, false),
        ),
        RUNS,
      );
    },
    TIMEOUT,
  );
  it(
    'on larger batches (up to 30 applications, often every block asked)',
    () => {
      fc.assert(
        fc.property(arbBatch(30), (batch) => expectSame(batch)),
        { numRuns: 40 },
      );
    },
    TIMEOUT,
  );
  it(
    'throws the same error, found in the same order, on spoilt batches',
    () => {
      fc.assert(
        fc.property(arbCorrupted(), ({ batch }) => expectSame(batch)),
        RUNS,
      );
    },
    TIMEOUT,
  );
});

describe('allocating without explanations (explain: false, as the server does)', () => {
  it(
    "gives the reference's allocations, outcomes and limits, with empty explanations",
    () => {
      const lean = [
        ['allocateProRata', allocateProRata, referenceProRata],
        ['allocateInOrder', allocateInOrder, referenceInOrder],
      ] as const;
      fc.assert(
        fc.property(arbBatch(), ({ apps, margins, room }) => {
          for (const [name, dense, reference] of lean) {
            const got = outcome(() => dense(apps, margins, room, { explain: false }));
            const want = outcome(() => ({ ...reference(apps, margins, room), explanation: [], partyExplanation: [] }));
            expectIdentical(name, got, want);
          }
        }),
        { numRuns: 150 },
      );
    },
    TIMEOUT,
  );
});

describe('explainProRataCell (one block on demand)', () => {
  it(
    "gives one corridor-block's shares exactly as allocateProRata's explanation lists them",
    () => {
      fc.assert(
        fc.property(arbBatch(), ({ apps, margins, room }) => {
          const { explanation } = allocateProRata(apps, margins, room);
          for (const e of explanation) {
            const requests = [...apps]
              .reverse()
              .flatMap((app) =>
                app.corridorIds.includes(e.corridorId)
                  ? [{ applicationId: app.id, requested: app.requested.get(e.date)?.[e.block - 1] ?? 0 }]
                  : [],
              );
            const shares = explainProRataCell(requests, e.margin);
            expectIdentical(`${e.corridorId}|${e.date}|${e.block}`, shares, e.shares);
          }
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );
  it('throws on a quantity that is not a non-negative integer of hundredths', () => {
    expect(() => explainProRataCell([{ applicationId: 1, requested: 1.5 }], 10)).toThrow(RangeError);
    expect(() => explainProRataCell([{ applicationId: 1, requested: 1 }], -1)).toThrow(RangeError);
    expect(explainProRataCell([], 10)).toEqual([]);
  });
});
