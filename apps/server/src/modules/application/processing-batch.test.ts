/** The stamp an allocation compares with the batch's last assessment: any input changed gives another stamp. */
import { describe, expect, it } from 'vitest';
import { marginKey, partyRoomKey } from '@stoa/shared';
import { stampOf, type Batch } from './processing-batch.ts';

const blocks = (value: number) => new Array<number>(96).fill(value);

function batch(requested = 500, room = 1000): Batch {
  return {
    type: 'DayAhead',
    processingDate: '2026-12-01',
    records: [],
    days: new Map(),
    engine: [
      {
        id: 1,
        receivedAt: '2026-12-01T04:00:00.000Z',
        corridorIds: [3],
        requested: new Map([['2026-12-02', blocks(requested)]]),
        partyKeys: ['seller:9'],
      },
    ],
    corridorIds: [3],
    dates: ['2026-12-02'],
    room: new Map([[partyRoomKey('seller:9', '2026-12-02'), blocks(room)]]),
  };
}
const margins = (value: number) => new Map([[marginKey(3, '2026-12-02'), blocks(value)]]);

describe('stampOf', () => {
  it('is the same for the same inputs and differs when a request, a margin or a room changes', () => {
    const stamp = stampOf(batch(), margins(800));
    expect(stampOf(batch(), margins(800))).toBe(stamp);
    expect(stampOf(batch(501), margins(800))).not.toBe(stamp);
    expect(stampOf(batch(), margins(799))).not.toBe(stamp);
    expect(stampOf(batch(500, 999), margins(800))).not.toBe(stamp);
    const moved = batch();
    moved.engine[0] = { ...moved.engine[0]!, corridorIds: [4] };
    expect(stampOf(moved, margins(800))).not.toBe(stamp);
  });
});
