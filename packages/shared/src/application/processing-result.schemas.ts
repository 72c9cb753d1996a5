/**
 * The answer of a processed batch (spec §7.7 ProcessApplications, GetApplicationProcessingResult, ApproveAll,
 * AllocateProRata): a summary per corridor and date (margin and Σ requests per block, congested blocks, the
 * applications affected), the party blocks over a limit, one page of the applications, and the congestion records.
 * The shares of one block are fetched when the user opens it (GetProcessingBlockShares), never sent for all blocks.
 */
import { z } from 'zod';
import { UNITS } from '../api/units.ts';
import { pageQuerySchema } from '../api/envelope.ts';
import { isoDateField } from '../calendar/dates.ts';
import { BLOCKS_PER_DAY } from './time-blocks.ts';
import { APPLICATION_STATUSES } from './application-workflow.ts';
import { APPLICATION_TYPES } from './application-types.ts';

/** One corridor on one date of a batch: 96 blocks of margin (before the batch) and Σ requests, in MW. */
export const corridorDayResultSchema = z.object({
  corridorId: z.number(),
  corridorName: z.string(),
  date: z.string(),
  margin: z.array(z.number()),
  requested: z.array(z.number()),
  /** Blocks where Σ requests > margin. */
  congestedBlocks: z.number(),
  /** The largest shortfall (Σ requests − margin) of a block, MW. */
  maxShortfall: z.number(),
  /** Applications asking in a congested block of this corridor and date. */
  applications: z.number(),
});
export type CorridorDayResult = z.infer<typeof corridorDayResultSchema>;

/**
 * A party, date and block where the batch asks more of a party than its room (DOMAIN §3 party limits): the seller's
 * ex-bus capacity or the buyer's contract demand left after its other live applications.
 */
export const partyBlockResultSchema = z.object({
  partyKey: z.string(),
  partyName: z.string(),
  /** "seller's ex-bus capacity" | "buyer's contract demand" */
  limit: z.string(),
  date: z.string(),
  block: z.number(),
  room: z.number(),
  requested: z.number(),
  excess: z.number(),
});
export type PartyBlockResult = z.infer<typeof partyBlockResultSchema>;

export const processedApplicationSchema = z.object({
  id: z.number(),
  applicationNo: z.string().nullable(),
  applicantName: z.string(),
  sellerName: z.string().nullable(),
  buyerName: z.string().nullable(),
  corridors: z.array(z.string()),
  receivedAt: z.string().nullable(),
  requestedMwh: z.number(),
  fits: z.boolean(),
  congestedBlocks: z.number(),
  maxShortfall: z.number(),
  /** Blocks where it asks more of a party than the party's room. */
  limitedBlocks: z.number(),
  /** Once allocated: the party limits that gave it less than its corridors would have ("buyer's contract demand (…)"). */
  limitedBy: z.array(z.string()),
  outcome: z.enum(['Full', 'Partial', 'None', 'Congested']).nullable(),
  allocatedMwh: z.number().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  statusLabel: z.string(),
});
export type ProcessedApplication = z.infer<typeof processedApplicationSchema>;

export const congestionSchema = z.object({
  id: z.number(),
  corridorId: z.number(),
  corridorName: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  fromTimeBlock: z.number(),
  toTimeBlock: z.number(),
  /** How many corridor-day-blocks are congested (the record covers exactly those, DOMAIN §4). */
  congestedBlocks: z.number(),
  availableMargin: z.number(),
  appliedQuantum: z.number(),
  applicationIds: z.array(z.number()),
  status: z.string(),
});

export const processingRunSchema = z.object({
  id: z.number(),
  status: z.enum(['Assessed', 'Allocated']),
  method: z.string().nullable(),
  processedAt: z.string(),
  processedBy: z.string().nullable(),
  allocatedAt: z.string().nullable(),
  allocatedBy: z.string().nullable(),
});

export const processingSummarySchema = z.object({
  applications: z.number(),
  fitting: z.number(),
  congested: z.number(),
  /** Applications asking in a congested corridor block (Advance: what e-bidding decides). */
  corridorCongested: z.number(),
  congestedBlocks: z.number(),
  limitedBlocks: z.number(),
});
export type ProcessingSummary = z.infer<typeof processingSummarySchema>;

export const processingResultSchema = z.object({
  type: z.enum(APPLICATION_TYPES),
  processingDate: z.string(),
  run: processingRunSchema.nullable(),
  summary: processingSummarySchema,
  /** Every corridor and date the batch asks for. */
  corridorDays: z.array(corridorDayResultSchema),
  /** Only the party blocks over a party's room. */
  partyBlocks: z.array(partyBlockResultSchema),
  /** One page of the batch's applications, in order of receipt. */
  applications: z.array(processedApplicationSchema),
  applicationsPage: z.object({ pageNumber: z.number(), pageSize: z.number(), total: z.number().describe(UNITS.count) }),
  congestions: z.array(congestionSchema),
});
export type ProcessingResult = z.infer<typeof processingResultSchema>;

/** The page of applications a result shows (pageNumber, pageSize as every list). */
export const processingResultQuerySchema = pageQuerySchema;
export type ProcessingResultQuery = z.infer<typeof processingResultQuerySchema>;

/** One block of a processed batch: a corridor's (corridorId) or a party's (partyKey), on a date. */
export const blockSharesQuerySchema = z
  .object({
    date: isoDateField('Date'),
    block: z.coerce.number().int().min(1, 'Block must be 1 to 96').max(BLOCKS_PER_DAY, 'Block must be 1 to 96'),
    corridorId: z.coerce.number().int().min(1).max(2147483647).optional(),
    partyKey: z
      .string()
      .regex(/^(seller|buyer):\d{1,10}$/, 'Party Key is not valid')
      .optional(),
  })
  .refine((q) => (q.corridorId === undefined) !== (q.partyKey === undefined), {
    message: 'Give either Corridor Id or Party Key',
    path: ['corridorId'],
  });
export type BlockSharesQuery = z.infer<typeof blockSharesQuerySchema>;

/** An application's part in a block once allocated (pro-rata share, or what it took in order of receipt). */
export const blockShareSchema = z.object({
  applicationId: z.number(),
  applicationNo: z.string().nullable(),
  requested: z.number(),
  share: z.number(),
  /** In order of receipt: the margin (or room) left before and after it took its share. */
  marginBefore: z.number().nullable(),
  marginAfter: z.number().nullable(),
});
export type BlockShareResult = z.infer<typeof blockShareSchema>;

export const blockSharesSchema = z.object({
  date: z.string(),
  block: z.number(),
  /** The corridor's margin or the party's room before the batch, MW. */
  capacity: z.number(),
  totalRequested: z.number().describe(UNITS.mw),
  /** Null until the batch is allocated: then every application asking in the block, with its share. */
  shares: z.array(blockShareSchema).nullable(),
});
export type BlockShares = z.infer<typeof blockSharesSchema>;

/** A congested block of a corridor-day, derived from its arrays (the table of congested blocks). */
export interface CongestedBlockRow {
  corridorId: number;
  corridorName: string;
  date: string;
  block: number;
  margin: number;
  requested: number;
  shortfall: number;
}

/** The congested blocks of a result, by corridor, date and block; the MW are the arrays' own (2 decimals). */
export function congestedBlocksOf(days: readonly CorridorDayResult[]): CongestedBlockRow[] {
  const rows: CongestedBlockRow[] = [];
  for (const day of days) {
    day.requested.forEach((requested, i) => {
      const margin = day.margin[i] ?? 0;
      if (requested <= margin) return;
      const { corridorId, corridorName, date } = day;
      const shortfall = Math.round((requested - margin) * 100) / 100;
      rows.push({ corridorId, corridorName, date, block: i + 1, margin, requested, shortfall });
    });
  }
  return rows;
}
