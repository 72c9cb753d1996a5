/**
 * The documents a workflow record holds, with the verifier's marks (spec §3 file details): one store for every
 * record type ('Registration', 'InterStateRegistration', …, the record types of workflow_events). A record is named
 * by type and id, so no foreign key reaches it; the file and the verifier are real references.
 */
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './account.ts';
import { files } from './file.ts';

export const recordDocuments = pgTable(
  'record_documents',
  {
    id: serial('id').primaryKey(),
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    /** What the document is on its form (a DOCUMENT_TYPES key, 'zoneConnectivity', an inter-state document). */
    documentType: text('document_type').notNull(),
    /** The verifier's mark: null until marked. */
    isValid: boolean('is_valid'),
    comments: text('comments'),
    validatedBy: integer('validated_by').references(() => users.id),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Its leading (record_type, record_id) also serves every look-up of a record's documents: no second index.
  (t) => [uniqueIndex('record_documents_record_file_key').on(t.recordType, t.recordId, t.fileId)],
);
