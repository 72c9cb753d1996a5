/** TRANSCO and DISCOM utilities with their zones (spec §3 Utility; DOMAIN §1). */
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const utilities = pgTable(
  'utilities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** 'TRANSCO' | 'DISCOM' */
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The user who last changed it (no foreign key: users already reference utilities). */
    updatedBy: integer('updated_by'),
  },
  (t) => [uniqueIndex('utilities_name_type_key').on(t.name, t.type)],
);

export const utilityZones = pgTable(
  'utility_zones',
  {
    id: serial('id').primaryKey(),
    utilityId: integer('utility_id')
      .notNull()
      .references(() => utilities.id, { onDelete: 'cascade' }),
    zone: text('zone').notNull(),
  },
  (t) => [uniqueIndex('utility_zones_utility_zone_key').on(t.utilityId, t.zone)],
);
