import { describe, expect, it } from 'vitest';
import { allocateInOrder, inReceiptOrder } from './in-order.ts';
import { app, margins } from './test-factories.ts';

const D = '2026-06-10';
const at = (result: ReturnType<typeof allocateInOrder>, id: number, block: number) =>
  result.allocations.get(id)?.get(D)?.[block - 1];

describe('in-order allocation (DOMAIN §3: FCFS and contingency)', () => {
  it('serves in order of receipt: the one that exhausts the margin is partial, later ones get nothing', () => {
    const result = allocateInOrder(
      [
        app(3, [1], { [D]: { 1: 3000 } }, '2026-06-01T10:00:03Z'),
        app(1, [1], { [D]: { 1: 6000 } }, '2026-06-01T10:00:01Z'),
        app(2, [1], { [D]: { 1: 5000 } }, '2026-06-01T10:00:02Z'),
      ],
      margins([[1, D, { 1: 10000 }]]),
    );
    expect([at(result, 1, 1), at(result, 2, 1), at(result, 3, 1)]).toEqual([6000, 4000, 0]);
    expect([...result.outcomes]).toEqual([
      [1, 'Full'],
      [2, 'Partial'],
      [3, 'None'],
    ]);
    expect(result.explanation[0]?.shares).toEqual([
      { applicationId: 1, requested: 6000, share: 6000, marginBefore: 10000, marginAfter: 4000 },
      { applicationId: 2, requested: 5000, share: 4000, marginBefore: 4000, marginAfter: 0 },
      { applicationId: 3, requested: 3000, share: 0, marginBefore: 0, marginAfter: 0 },
    ]);
  });
  it('takes what is left on every corridor the application uses, from each of them', () => {
    const result = allocateInOrder(
      [
        app(1, [1, 2], { [D]: { 1: 5000 } }, '2026-06-01T09:00:00Z'),
        app(2, [2], { [D]: { 1: 5000 } }, '2026-06-01T09:00:01Z'),
        app(3, [1], { [D]: { 1: 5000 } }, '2026-06-01T09:00:02Z'),
      ],
      margins([
        [1, D, { 1: 10000 }],
        [2, D, { 1: 3000 }],
      ]),
    );
    // App 1 is held to corridor 2's 30 MW and uses 30 MW of both; app 2 finds corridor 2 empty; app 3 gets 50.
    expect([at(result, 1, 1), at(result, 2, 1), at(result, 3, 1)]).toEqual([3000, 0, 5000]);
  });
  it('orders by instant, not by text, and breaks ties by id', () => {
    const apps = [
      app(5, [1], {}, '2026-06-01T10:00:00+05:30'), // 04:30Z
      app(4, [1], {}, '2026-06-01T05:00:00Z'),
      app(2, [1], {}, '2026-06-01T04:30:00.000Z'),
    ];
    expect(inReceiptOrder(apps).map((a) => a.id)).toEqual([2, 5, 4]);
    expect(() => inReceiptOrder([app(1, [1], {}, 'yesterday')])).toThrow(RangeError);
  });
});
