/**
 * Uploaded documents (spec §3 file details, §7.3). The bytes live in the database, so every instance on one
 * PostgreSQL serves every file and a backup holds them all.
 */
import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './account.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    /** The name shown and downloaded: the uploaded name truncated to 40 characters before the extension. */
    fileName: text('file_name').notNull(),
    /** 'Image' | 'Pdf' | 'Excel' | 'Csv' */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    /** The form it was uploaded for (FILE_FORMS): decides who besides the uploader may read it. */
    formName: text('form_name').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** The record it is attached to, once one is saved (later capabilities: registrations, payments, …). */
    recordType: text('record_type'),
    recordId: text('record_id'),
  },
  (t) => [index('files_uploaded_by_idx').on(t.uploadedBy), index('files_record_idx').on(t.recordType, t.recordId)],
);
