/** Traders and the applicants they act for (spec §2.4, §3 Trader, §7.5). */
import { z } from 'zod';
import { ENTITY_TYPES } from '../auth/roles.ts';
import { pageQuerySchema } from '../api/envelope.ts';
import { text } from '../validation/text-rule.ts';
import { INT4_MAX } from '../validation/number-input.ts';

/** An approved trader (GetAllRegisteredTraders) or one an applicant added (UserBasedTraders/GetAll: id = link). */
export const traderSchema = z.object({
  id: z.number().int(),
  traderId: z.number().int(),
  entityName: z.string(),
  registrationNo: z.string().nullable(),
  issuingAuthority: z.string().nullable(),
  tradingLicenceNo: z.string().nullable(),
  registrationEntityType: z.enum(ENTITY_TYPES),
});
export type Trader = z.infer<typeof traderSchema>;

export const TRADER_MESSAGES = {
  nameRequired: 'Trader Name is required',
  added: 'Trader added successfully!',
  alreadyAdded: 'Trader is already added!',
  deleted: 'Trader removed successfully!',
  notApproved: 'Choose a trader with an approved registration.',
  notFound: 'Trader not found.',
  needsRegistration: 'Your registration must be approved before you add traders.',
} as const;

/** POST /TraderManagement/TraderBasedOnUser/Add. */
export const addTraderSchema = z.object({
  traderId: z.coerce
    .number({ error: TRADER_MESSAGES.nameRequired })
    .int()
    .positive(TRADER_MESSAGES.nameRequired)
    .max(INT4_MAX),
  entityName: text('Trader Name', { error: TRADER_MESSAGES.nameRequired }).trim().min(1, TRADER_MESSAGES.nameRequired),
});
export type AddTraderRequest = z.input<typeof addTraderSchema>;

/** A trader's associated approved applicant (/entities). */
export const associatedEntitySchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  entityName: z.string(),
  entityType: z.enum(ENTITY_TYPES),
  registrationNo: z.string().nullable(),
  expiredOn: z.string().nullable(),
  contactNumber: z.string().nullable(),
  email: z.string(),
  addedOn: z.string(),
});
export type AssociatedEntity = z.infer<typeof associatedEntitySchema>;

export const associatedEntityListSchema = z.object({
  entityList: z.array(associatedEntitySchema),
  dataCount: z.number().int(),
});

export const associatedEntityQuerySchema = pageQuerySchema.extend({
  entityName: text('Entity Name').trim().max(200).optional(),
  entityType: z.enum(ENTITY_TYPES).optional(),
});
