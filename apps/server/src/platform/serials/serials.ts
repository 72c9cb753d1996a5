/**
 * Serial numbers (platform service): the next number of a series in a year — registration numbers per entity type,
 * application, clearance and later receipt numbers. Gap-free within a committed transaction (the row is locked
 * by the upsert until the caller commits).
 */
import type { DbOrTx } from '../../db/client.ts';
import { incrementSerial } from './serials.repository.ts';

export function nextSerial(db: DbOrTx, series: string, year: number): Promise<number> {
  return incrementSerial(db, series, year);
}
