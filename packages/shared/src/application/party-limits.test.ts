import { describe, expect, it } from 'vitest';
import { partyRoomKey } from '../allocation/types.ts';
import { capacitiesOf, heldBlocks, parsePartyKey, partyKey, partyRoom, roomOverRow } from './party-limits.ts';

const D = '2026-06-10';
const blocks = (values: Record<number, number>) => {
  const grid = new Array<number>(96).fill(0);
  for (const [i, v] of Object.entries(values)) grid[Number(i)] = v;
  return grid;
};

describe('party limits vocabulary (DOMAIN §3)', () => {
  it('reads ex-bus capacity for sellers and contract demand for buyers; a Both entity has both', () => {
    const details = {
      generator: { installedCapacity: 10, auxiliaryConsumption: 1 },
      consumer: { contractDemand: 8 },
    };
    expect(capacitiesOf('BothEntity', details)).toEqual({ exBusCapacity: 9, contractDemand: 8 });
    expect(capacitiesOf('InjectingEntity', details)).toEqual({ exBusCapacity: 9, contractDemand: null });
    expect(capacitiesOf('DraweeEntity', details)).toEqual({ exBusCapacity: null, contractDemand: 8 });
  });
  it('counts an allocated application by its allocation and one not yet allocated by its request', () => {
    const day = { requested: [500], allocated: [300] };
    expect(heldBlocks('PartiallyApproved', day)).toEqual([300]);
    expect(heldBlocks('Submitted', day)).toEqual([500]);
    expect(heldBlocks('PendingSTOAApproval', { requested: [500], allocated: null })).toEqual([500]);
  });
  it('round-trips keys and refuses others', () => {
    expect(parsePartyKey(partyKey('buyer', 12))).toEqual({ side: 'buyer', userId: 12 });
    expect(() => parsePartyKey('corridor:1')).toThrow(RangeError);
  });
  it('gives the room as the limit less what is held, never below zero, and the least over a row', () => {
    const held = new Map([[partyRoomKey('buyer:1', D), blocks({ 0: 400, 1: 1500 })]]);
    const room = partyRoom(['buyer:1'], [D], () => 1000, held);
    expect(room.get(partyRoomKey('buyer:1', D))?.slice(0, 3)).toEqual([600, 0, 1000]);
    const row = { oaFromDate: D, oaToDate: D, fromTimeBlock: 0, toTimeBlock: 1, oaRequirement: 1 };
    expect(roomOverRow(room, 'buyer:1', row)).toBe(600);
    expect(roomOverRow(room, 'buyer:1', { ...row, toTimeBlock: 2 })).toBe(0);
    expect(roomOverRow(room, 'buyer:1', { ...row, fromTimeBlock: 2, toTimeBlock: 96 })).toBe(1000);
    expect(roomOverRow(new Map(), 'seller:1', row)).toBe(0);
  });
});
