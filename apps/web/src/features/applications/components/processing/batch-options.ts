/** The batches of a list type as select options: 'YYYY-MM-DD' with its type (Contingency lists two types). */
import type { z } from 'zod';
import {
  APPLICATION_TYPES,
  APPLICATION_TYPE_LABELS,
  processingBatchValue,
  type ApplicationType,
  type processingDateSchema,
} from '@stoa/shared';
import { formatCalendarDate } from '../../../../lib/format.ts';
import type { ProcessingBatch } from '../../api/get-processing-result.ts';

export type ProcessingDate = z.infer<typeof processingDateSchema>;

export const batchValue = (batch: ProcessingBatch) => processingBatchValue(batch);

export function batchOf(value: string | null): ProcessingBatch | null {
  const [type, processingDate] = (value ?? '').split(':');
  if (!processingDate || !(APPLICATION_TYPES as readonly string[]).includes(type ?? '')) return null;
  return { type: type as ApplicationType, processingDate };
}

export function batchLabel(entry: ProcessingDate, showsType: boolean): string {
  const type = showsType ? ` — ${APPLICATION_TYPE_LABELS[entry.type]}` : '';
  return `${formatCalendarDate(entry.processingDate)}${type} (pending ${entry.pending}, allocated ${entry.allocated})`;
}
