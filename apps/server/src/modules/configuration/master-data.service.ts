/**
 * The SLDC's bank accounts, payment modes, due-date rules and corridors (spec §2.7 Bank Details, Payment Details;
 * DOMAIN §1 corridors, §5 payments): plain lists with audited changes.
 */
import type {
  BankAccount,
  BankAccountInput,
  BankAccountPublic,
  Corridor,
  CorridorInput,
  DueRule,
  PaymentModeRow,
  Role,
} from '@stoa/shared';
import type { z } from 'zod';
import {
  can,
  payByRule,
  type ChargeType,
  type DueRuleTerms,
  type dueRuleInputSchema,
  type paymentModeInputSchema,
} from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql-state.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/request-context.ts';
import { userNames } from '../../platform/users/users.ts';
import * as repo from './master-data.repository.ts';
import { holidayDates } from './holiday.service.ts';
import { stampOf, withNames } from './stamp.ts';

const { bankStore, paymentModeStore, dueRuleStore, corridorStore } = repo;

/** A charge type without a rule (none seeded yet) is payable in 7 calendar days. */
const FALLBACK_DUE_RULE: DueRuleTerms = { daysToPay: 7, dayKind: 'Calendar' };

/**
 * The Admin's due-date rules (DOMAIN §5: so many calendar or working days; holidays and Sundays are not working days)
 * and the holidays, read once for many dues: each charge type's rule, and the pay-by date of one raised on a date.
 */
export async function dueTerms(db: DbOrTx) {
  // In turn, not in parallel: this also runs on a transaction's client.
  const rules = await repo.listDueRules(db);
  const holidays = await holidayDates(db);
  const byType = new Map<string, DueRuleTerms>(
    rules.map((r) => [r.chargeType, { daysToPay: r.daysToPay, dayKind: r.dayKind as DueRuleTerms['dayKind'] }]),
  );
  const ruleOf = (chargeType: ChargeType): DueRuleTerms => byType.get(chargeType) ?? FALLBACK_DUE_RULE;
  const known = new Map<string, string>();
  const payBy = (chargeType: ChargeType, raisedOn: string) => {
    const key = `${chargeType}:${raisedOn}`;
    if (!known.has(key)) known.set(key, payByRule(raisedOn, ruleOf(chargeType), holidays));
    return known.get(key)!;
  };
  return { ruleOf, holidays, payBy };
}

/** The pay-by date of a charge type raised on a date (`dueTerms`' payBy). */
export async function dueDates(db: DbOrTx): Promise<(chargeType: ChargeType, raisedOn: string) => string> {
  return (await dueTerms(db)).payBy;
}
type BankRow = repo.BankRow;

/**
 * Whether the Admin has a payment mode enabled now (Configurations → Payment Details): MakePayment refuses the
 * others, whatever a form offered (DOMAIN §5 "The server checks what the form offers").
 */
export async function isPaymentModeEnabled(db: DbOrTx, mode: string): Promise<boolean> {
  return (await repo.listEnabledPaymentModes(db)).some((row) => row.mode === mode);
}

function publicBank(row: BankRow): BankAccountPublic {
  return {
    id: row.id,
    bankName: row.bankName,
    branchName: row.branchName,
    accountHolderName: row.accountHolderName,
    accountNumber: row.accountNumber,
    ifsc: row.ifsc,
    accountType: row.accountType as BankAccountPublic['accountType'],
    purpose: row.purpose,
  };
}

function fullBank(row: BankRow, names: Map<number, string>): BankAccount {
  return {
    ...publicBank(row),
    ...stampOf(row, names),
    micr: row.micr,
    branchAddress: row.branchAddress,
    isActive: row.isActive,
  };
}

function corridorDto(row: repo.CorridorRow, names: Map<number, string>): Corridor {
  return {
    ...stampOf(row, names),
    name: row.name,
    kind: row.kind as Corridor['kind'],
    zone: row.zone,
    direction: row.direction as Corridor['direction'],
    isActive: row.isActive,
  };
}

function paymentModeDto(row: repo.PaymentModeRow, names: Map<number, string>): PaymentModeRow {
  return {
    ...stampOf(row, names),
    mode: row.mode as PaymentModeRow['mode'],
    isEnabled: row.isEnabled,
    instructions: row.instructions,
  };
}

function dueRuleDto(row: repo.DueRuleRow, names: Map<number, string>): DueRule {
  return {
    ...stampOf(row, names),
    chargeType: row.chargeType as DueRule['chargeType'],
    daysToPay: row.daysToPay,
    dayKind: row.dayKind as DueRule['dayKind'],
  };
}

export const CORRIDOR_NAME_TAKEN = 'A corridor with this name already exists';

export function createMasterDataService(deps: AppDeps) {
  const { db } = deps;

  const bank = {
    async list(role: Role): Promise<{ view: 'full' | 'public'; accounts: (BankAccount | BankAccountPublic)[] }> {
      const rows = await repo.listBankAccounts(db);
      if (can(role, 'bankDetailsFull')) return { view: 'full', accounts: await withNames(db, rows, fullBank) };
      return { view: 'public', accounts: rows.filter((r) => r.isActive).map(publicBank) };
    },
    async add(actor: Actor, input: BankAccountInput): Promise<BankAccount> {
      return db.transaction(async (tx) => {
        const row = await bankStore.insert(tx, actor, input, deps.now());
        return fullBank(row, await userNames(tx, [row.updatedBy]));
      });
    },
    async update(actor: Actor, id: number, input: BankAccountInput): Promise<BankAccount> {
      return db.transaction(async (tx) => {
        const stored = await bankStore.get(tx, id, true);
        const row = await bankStore.update(tx, actor, stored, input, deps.now());
        return fullBank(row, await userNames(tx, [row.updatedBy]));
      });
    },
    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => bankStore.remove(tx, actor, await bankStore.get(tx, id, true)));
    },
  };

  const modes = {
    async list(): Promise<PaymentModeRow[]> {
      return withNames(db, await repo.listPaymentModes(db), paymentModeDto);
    },
    async update(actor: Actor, id: number, input: z.output<typeof paymentModeInputSchema>): Promise<PaymentModeRow> {
      return db.transaction(async (tx) => {
        const stored = await paymentModeStore.get(tx, id, true);
        if (!input.isEnabled && stored.isEnabled) {
          const enabled = (await repo.listEnabledPaymentModes(tx)).length;
          if (enabled <= 1)
            throw new AppError('business-rule', 'At least one payment mode must stay enabled.', 'isEnabled');
        }
        const row = await paymentModeStore.update(tx, actor, stored, input, deps.now());
        return paymentModeDto(row, await userNames(tx, [row.updatedBy]));
      });
    },
  };

  const due = {
    async list(): Promise<DueRule[]> {
      return withNames(db, await repo.listDueRules(db), dueRuleDto);
    },
    async update(actor: Actor, id: number, input: z.output<typeof dueRuleInputSchema>): Promise<DueRule> {
      return db.transaction(async (tx) => {
        const row = await dueRuleStore.update(tx, actor, await dueRuleStore.get(tx, id, true), input, deps.now());
        return dueRuleDto(row, await userNames(tx, [row.updatedBy]));
      });
    },
  };

  async function corridorNameFree<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('conflict', CORRIDOR_NAME_TAKEN, 'name');
      throw error;
    }
  }

  const corridorService = {
    async list(): Promise<Corridor[]> {
      const rows = await repo.listCorridors(db);
      return withNames(db, rows, corridorDto);
    },
    async add(actor: Actor, input: CorridorInput): Promise<Corridor> {
      return corridorNameFree(() =>
        db.transaction(async (tx) => {
          const row = await corridorStore.insert(tx, actor, input, deps.now());
          return corridorDto(row, await userNames(tx, [row.updatedBy]));
        }),
      );
    },
    async update(actor: Actor, id: number, input: CorridorInput): Promise<Corridor> {
      return corridorNameFree(() =>
        db.transaction(async (tx) => {
          const stored = await corridorStore.get(tx, id, true);
          const row = await corridorStore.update(tx, actor, stored, input, deps.now());
          return corridorDto(row, await userNames(tx, [row.updatedBy]));
        }),
      );
    },
    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => corridorStore.remove(tx, actor, await corridorStore.get(tx, id, true)));
    },
  };

  return { bank, modes, due, corridors: corridorService };
}

export type MasterDataService = ReturnType<typeof createMasterDataService>;
