/**
 * Available transfer capability (spec §2.2 STOA Upload and STOA View / Edit; DOMAIN §1 corridors, §3 margin): the
 * SLDC declares ATC per corridor, date and 15-minute block; allocation to applications reserves part of it.
 * MW travel as numbers with at most 2 decimals; the server keeps integer hundredths.
 */
import { z } from 'zod';
import { UNITS } from '../api/units.ts';
import { dateIssue, isIsoDate, isoDateField } from '../calendar/dates.ts';
import { BLOCKS_PER_DAY } from '../application/time-blocks.ts';
import { CORRIDOR_KINDS } from '../config/master-data.schemas.ts';
import { FILE_MESSAGES } from '../file/file-rules.ts';
import { hasAtMostDecimals, recordIdParam, versionField } from '../validation/number-input.ts';
import { ATC_MESSAGES, MAX_ATC_MW } from './atc-file.ts';

export * from './atc-file.ts';
export * from './atc-falls.ts';
export * from './atc-availability.ts';

/** The longest period the date picker asks about at once. */
export const MAX_ATC_DATES_SPAN_DAYS = 366;

export const atcKindSchema = z.enum(CORRIDOR_KINDS, { error: 'Kind must be IntraState or InterState' });
export const atcKindParamsSchema = z.object({ kind: atcKindSchema });
/** The most days one template holds (a month); its rows must also stay within MAX_ATC_ROWS to upload back. */
export const MAX_ATC_TEMPLATE_DAYS = 31;

export const atcFileRequestSchema = z.object({ fileId: z.string().uuid(FILE_MESSAGES.missing) });
export const atcImportRequestSchema = atcFileRequestSchema.extend({
  /**
   * True once the user has seen and confirmed the falls the preview listed: an import that lowers any declared ATC
   * is refused without it (422 ATC_FALL_UNCONFIRMED, nothing written).
   */
  confirmFalls: z.boolean({ error: 'confirmFalls must be true or false' }).optional(),
});
export type AtcImportRequest = z.infer<typeof atcImportRequestSchema>;

/** From Date ≤ To Date, at most `maxDays` days apart (checked once both are dates). */
function checkPeriod(maxDays: number) {
  return ({ from, to }: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
    if (!from || !to || !isIsoDate(from) || !isIsoDate(to)) return;
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To Date must not be before From Date' });
    else if (days >= maxDays)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${maxDays} days at a time` });
  };
}

const optionalDate = (label: string) =>
  z
    .string()
    .refine((v) => isIsoDate(v), dateIssue(label))
    .optional();
export const atcTemplateQuerySchema = z
  .object({
    /** The template's first date; tomorrow (business date) by default. */
    from: optionalDate('From Date'),
    /** The template's last date; `from` by default. */
    to: optionalDate('To Date'),
  })
  .superRefine(checkPeriod(MAX_ATC_TEMPLATE_DAYS));
export type AtcTemplateQuery = z.infer<typeof atcTemplateQuerySchema>;

export const atcFallSchema = z.object({
  block: z.number().int(),
  /** 'HH:MM-HH:MM' */
  label: z.string(),
  /** MW declared now. */
  oldAtc: z.number(),
  /** MW the change would declare. */
  newAtc: z.number(),
  /** oldAtc − newAtc, MW. */
  fall: z.number(),
});

export const atcCellErrorSchema = z.object({ column: z.string(), message: z.string() });
export const atcPreviewRowSchema = z.object({
  line: z.number().int(),
  corridorId: z.number().int().nullable(),
  corridorName: z.string(),
  date: z.string().nullable(),
  /** The 96 block cells as the file has them (a preview shows what was uploaded, errors included). */
  cells: z.array(z.string()),
  errors: z.array(atcCellErrorSchema),
  /** Blocks whose declared ATC the row would lower (a valid row only: a row with errors writes nothing). */
  falls: z.array(atcFallSchema),
});
export type AtcPreviewRow = z.infer<typeof atcPreviewRowSchema>;
export const atcPreviewSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  kind: atcKindSchema,
  rows: z.array(atcPreviewRowSchema),
  validCount: z.number().int(),
  errorCount: z.number().int(),
  /** Corridor-blocks whose ATC the import would lower: the import needs `confirmFalls` when above 0. */
  fallCount: z.number().int(),
});
export type AtcPreview = z.infer<typeof atcPreviewSchema>;
export const atcImportResultSchema = z.object({
  /** Corridor-days written. */
  imported: z.number().int(),
  /** Valid rows equal to what is declared (nothing declared reads as zeros): not written. */
  unchanged: z.number().int(),
  /** Rows with errors. */
  skipped: z.number().int(),
});
export type AtcImportResult = z.infer<typeof atcImportResultSchema>;

export const atcUploadSchema = z.object({
  id: z.number().int(),
  fileId: z.string().nullable(),
  fileName: z.string(),
  uploadedBy: z.string().nullable(),
  uploadedAt: z.string(),
  /** Corridor-days the upload wrote. */
  rowCount: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
});
export type AtcUpload = z.infer<typeof atcUploadSchema>;
export const atcUploadListSchema = z.object({ uploadList: z.array(atcUploadSchema), dataCount: z.number().int() });
export type AtcUploadList = z.infer<typeof atcUploadListSchema>;

export const atcDayParamsSchema = z.object({
  corridorId: recordIdParam(),
  date: isoDateField('Date'),
});
export const atcBlockSchema = z.object({
  /** 1..96 */
  block: z.number().int(),
  /** 'HH:MM-HH:MM' */
  label: z.string(),
  atc: z.number(),
  allocated: z.number(),
  /** max(0, ATC − allocated): the margin still open to applications (remainingMargin). */
  remaining: z.number(),
});
export type AtcBlock = z.infer<typeof atcBlockSchema>;
export const atcDayCorridorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: atcKindSchema,
  isActive: z.boolean(),
});
export const atcDaySchema = z.object({
  corridor: atcDayCorridorSchema,
  date: z.string(),
  /** False until ATC is uploaded or saved for the corridor and date (the blocks are zeros then). */
  declared: z.boolean(),
  /** Send back with a save; 0 while nothing is declared. */
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  blocks: z.array(atcBlockSchema),
});
export type AtcDay = z.infer<typeof atcDaySchema>;

const atcMw = z
  .number({ error: ATC_MESSAGES.required })
  .min(0, ATC_MESSAGES.negative)
  .max(MAX_ATC_MW, ATC_MESSAGES.tooLarge)
  .refine((v) => hasAtMostDecimals(v), ATC_MESSAGES.decimals);
export const atcDayUpdateSchema = z.object({
  /** MW per block, index 0 = block 1. */
  values: z
    .array(atcMw, { error: ATC_MESSAGES.blockCount })
    .length(BLOCKS_PER_DAY, ATC_MESSAGES.blockCount)
    .describe(UNITS.mw),
  version: versionField(0),
});
export type AtcDayUpdate = z.infer<typeof atcDayUpdateSchema>;

export const atcDatesQuerySchema = z
  .object({ from: isoDateField('From Date'), to: isoDateField('To Date') })
  .superRefine(checkPeriod(MAX_ATC_DATES_SPAN_DAYS));
export type AtcDatesQuery = z.infer<typeof atcDatesQuerySchema>;
export const atcDatesSchema = z.object({
  /** Every corridor of the kind, with the dates in the period that have ATC declared. */
  corridors: z.array(
    z.object({ id: z.number().int(), name: z.string(), isActive: z.boolean(), dates: z.array(z.string()) }),
  ),
});
export type AtcDates = z.infer<typeof atcDatesSchema>;
