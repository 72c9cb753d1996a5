/** Test data of the admin pages, shaped by the shared schemas; a user comes from the shared `buildUser`. */
import type { OutboxItem, User, UtilityZoneRow } from '@stoa/shared';

export function buildUserList(users: User[], dataCount = users.length) {
  return { userList: users, dataCount };
}

/** One row per utility and zone, as GET /Configuration/TranscoDiscom/GetAll answers. */
export const UTILITY_ROWS: UtilityZoneRow[] = [
  { id: 1, name: 'APTRANSCO', type: 'TRANSCO', zone: 'Itanagar' },
  { id: 2, name: 'East TRANSCO', type: 'TRANSCO', zone: 'Dirang' },
  { id: 2, name: 'East TRANSCO', type: 'TRANSCO', zone: 'Pasighat' },
  { id: 3, name: 'APDISCOM', type: 'DISCOM', zone: 'Pasighat' },
];

export function buildMail(overrides: Partial<OutboxItem> = {}): OutboxItem {
  return {
    id: 11,
    to: 'new.user@example.com',
    subject: 'Set your STOA Portal password',
    text: 'Dear user,\n\nYour verification code is 482913.\n\nSTOA Portal',
    status: 'logged',
    attempts: 0,
    lastError: null,
    createdAt: '2026-03-04T20:45:00Z',
    sentAt: null,
    ...overrides,
  };
}
