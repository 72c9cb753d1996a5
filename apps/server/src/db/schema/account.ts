/** Users and everything sign-in needs: sessions, rotating refresh tokens, captchas, sign-in throttles. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { utilities } from './utility.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    /** scrypt of the MD5 hex the client sends; null while the account waits for its first password. */
    passwordHash: text('password_hash'),
    role: text('role').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    contactNumber: text('contact_number'),
    contactPersonName: text('contact_person_name'),
    registeredAddress: text('registered_address'),
    panCardNumber: text('pan_card_number'),
    entityName: text('entity_name'),
    entityType: text('entity_type'),
    dateOfIncorporation: date('date_of_incorporation'),
    /** The utility the user belongs to (TRANSCO/DISCOM users) or draws from (OA users): spec "connectedTo". */
    utilityId: integer('utility_id').references(() => utilities.id),
    zone: text('zone'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isDefaulter: boolean('is_defaulter').notNull().default(false),
    acceptTerms: boolean('accept_terms').notNull().default(false),
    /** 'Active', or 'Pending' until the user sets a password with the mailed code. */
    status: text('status').notNull().default('Active'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('users_user_name_key').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  ],
);

/** One signed-in session = one refresh-token family. Revoking it ends the session everywhere at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 'logout' | 'refresh-token-reuse' | 'password-changed' | ... */
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable('refresh_tokens', {
  id: serial('id').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  /** SHA-256 of the opaque token: the token itself is never stored. */
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set when the token is exchanged; presenting it again is reuse and revokes the family. */
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Server-issued captchas, kept in the database so any instance can check them. Single use. */
export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey().defaultRandom(),
  answerHash: text('answer_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Failed sign-in counters per user name ('user:<name>') and per IP ('ip:<addr>'), shared by all instances. */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Mailed verification codes: to set a first password, after 'forgot password' or an Admin's reset. Stored as a
 * hash, single use, short-lived, locked after too many wrong tries. A new code replaces the user's unused ones.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'set-password' | 'reset-password' */
    purpose: text('purpose').notNull(),
    /** SHA-256 of the MD5 hex of the code (the client sends the MD5). */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId)],
);
