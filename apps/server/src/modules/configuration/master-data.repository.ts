/** SQL of the SLDC's bank accounts, payment modes, due-date rules and corridors: plain audited lists. */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bankAccounts, corridors, dueRules, paymentModes } from '../../db/schema/index.ts';
import { configStore } from './config-store.repository.ts';

export const bankStore = configStore(bankAccounts, 'bankAccount', 'Bank account not found.');
export const paymentModeStore = configStore(paymentModes, 'paymentMode', 'Payment mode not found.');
export const dueRuleStore = configStore(dueRules, 'dueRule', 'Due-date rule not found.');
export const corridorStore = configStore(corridors, 'corridor', 'Corridor not found.');

export type BankRow = typeof bankAccounts.$inferSelect;
export type CorridorRow = typeof corridors.$inferSelect;
export type PaymentModeRow = typeof paymentModes.$inferSelect;
export type DueRuleRow = typeof dueRules.$inferSelect;

export const listBankAccounts = (db: DbOrTx) => bankStore.list(db, undefined, [asc(bankAccounts.id)]);
export const listPaymentModes = (db: DbOrTx) => paymentModeStore.list(db, undefined, [asc(paymentModes.id)]);
export const listEnabledPaymentModes = (db: DbOrTx) => paymentModeStore.list(db, eq(paymentModes.isEnabled, true));
export const listDueRules = (db: DbOrTx) => dueRuleStore.list(db, undefined, [asc(dueRules.id)]);
export const listCorridors = (db: DbOrTx) =>
  corridorStore.list(db, undefined, [asc(corridors.kind), asc(corridors.name)]);
