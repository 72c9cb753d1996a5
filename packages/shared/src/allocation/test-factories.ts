/** Test data for the engine: sparse grids by 1-based block, so examples read like the regulation's tables. */
import { marginKey, partyRoomKey, type EngineApplication, type Margins, type PartyRoom } from './types.ts';

/** 96 blocks, zero except the given 1-based blocks. */
export function grid(values: Record<number, number>): number[] {
  const blocks = new Array<number>(96).fill(0);
  for (const [block, value] of Object.entries(values)) blocks[Number(block) - 1] = value;
  return blocks;
}

export function app(
  id: number,
  corridorIds: number[],
  requested: Record<string, Record<number, number>>,
  receivedAt = `2026-06-01T10:00:${String(id % 60).padStart(2, '0')}Z`,
  partyKeys?: string[],
): EngineApplication {
  return {
    id,
    receivedAt,
    corridorIds,
    requested: new Map(Object.entries(requested).map(([date, values]) => [date, grid(values)])),
    ...(partyKeys ? { partyKeys } : {}),
  };
}

export function margins(entries: [corridorId: number, date: string, values: Record<number, number>][]): Margins {
  return new Map(entries.map(([c, date, values]) => [marginKey(c, date), grid(values)]));
}

export function rooms(entries: [partyKey: string, date: string, values: Record<number, number>][]): PartyRoom {
  return new Map(entries.map(([p, date, values]) => [partyRoomKey(p, date), grid(values)]));
}
