/** SQL for users as records (profiles, administration). Sign-in reads live in account.repository.ts. */
import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { User, UserListQuery, UserState } from '@stoa/shared';
import { users, utilities } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export type NewUser = typeof users.$inferInsert;

const userView = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  userName: users.userName,
  email: users.email,
  contactNumber: users.contactNumber,
  contactPersonName: users.contactPersonName,
  role: users.role,
  registeredAddress: users.registeredAddress,
  panCardNumber: users.panCardNumber,
  entityName: users.entityName,
  entityType: users.entityType,
  dateOfIncorporation: users.dateOfIncorporation,
  connectedTo: utilities.name,
  connectedToId: users.utilityId,
  zone: users.zone,
  isEnabled: users.isEnabled,
  isDefaulter: users.isDefaulter,
  acceptTerms: users.acceptTerms,
  status: users.status,
  version: users.version,
  createdAt: users.createdAt,
};
export type UserViewRow = Awaited<ReturnType<typeof findUserView>>;

function selectView(db: DbOrTx) {
  return db.select(userView).from(users).leftJoin(utilities, eq(utilities.id, users.utilityId));
}

/** The row as the API shows a user (spec §3 User). */
export function toUser(row: NonNullable<UserViewRow>): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    userName: row.userName,
    email: row.email,
    contactNumber: row.contactNumber,
    role: row.role as User['role'],
    registeredAddress: row.registeredAddress,
    panCardNumber: row.panCardNumber,
    entityName: row.entityName,
    entityType: row.entityType as User['entityType'],
    dateOfIncorporation: row.dateOfIncorporation,
    connectedTo: row.connectedTo,
    connectedToId: row.connectedToId,
    zone: row.zone,
    isEnabled: row.isEnabled,
    isDefaulter: row.isDefaulter,
    acceptTerms: row.acceptTerms,
    status: row.status as User['status'],
    version: row.version,
  };
}

export async function findUserView(db: DbOrTx, id: number) {
  const rows = await selectView(db).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows[0];
}

/** Which of user name, e-mail and PAN another user already has (case-insensitive). */
export async function findTaken(
  db: DbOrTx,
  values: { userName?: string; email?: string; panCardNumber?: string },
  exceptId?: number,
) {
  const checks: SQL[] = [];
  if (values.userName) checks.push(sql`lower(${users.userName}) = lower(${values.userName})`);
  if (values.email) checks.push(sql`lower(${users.email}) = lower(${values.email})`);
  if (values.panCardNumber) checks.push(sql`upper(${users.panCardNumber}) = upper(${values.panCardNumber})`);
  if (checks.length === 0) return { userName: false, email: false, panCardNumber: false };
  const rows = await db
    .select({ userName: users.userName, email: users.email, pan: users.panCardNumber })
    .from(users)
    .where(and(or(...checks), exceptId === undefined ? undefined : ne(users.id, exceptId)));
  const same = (a: string | null | undefined, b: string | undefined) =>
    !!a && !!b && a.toLowerCase() === b.toLowerCase();
  return {
    userName: rows.some((r) => same(r.userName, values.userName)),
    email: rows.some((r) => same(r.email, values.email)),
    panCardNumber: rows.some((r) => same(r.pan, values.panCardNumber)),
  };
}

/** The Users List's State filter: the flags and the status the Admin's dashboard tiles count. */
const STATE_WHERE: Record<UserState, SQL> = {
  Enabled: eq(users.isEnabled, true),
  Disabled: eq(users.isEnabled, false),
  Pending: eq(users.status, 'Pending'),
  Defaulter: eq(users.isDefaulter, true),
};

export async function listUsers(db: DbOrTx, query: UserListQuery) {
  const like = (value: string | undefined, column: AnyPgColumn) =>
    value ? ilike(column, `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  const where = and(
    like(query.firstName, users.firstName),
    like(query.lastName, users.lastName),
    like(query.userName, users.userName),
    like(query.email, users.email),
    query.state ? STATE_WHERE[query.state] : undefined,
  );
  const rows = await selectView(db)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(users).where(where);
  return { rows, dataCount: total?.value ?? 0 };
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

/** Updates a user and bumps its version; with `expectedVersion`, only if nobody changed it since (else false). */
export async function updateUser(
  db: DbOrTx,
  id: number,
  values: Partial<NewUser>,
  expectedVersion?: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, id), expectedVersion === undefined ? undefined : eq(users.version, expectedVersion)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function findUtility(db: DbOrTx, id: number) {
  const rows = await db.select().from(utilities).where(eq(utilities.id, id)).limit(1);
  return rows[0];
}

export async function findAdminIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'Admin'), eq(users.isEnabled, true)));
  return rows.map((r) => r.id);
}
