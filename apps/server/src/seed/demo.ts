/** Seeds the demo data set on an empty database (SEED=demo, the default). Idempotent: does nothing if users exist. */
import { count } from 'drizzle-orm';
import { md5Hex } from '@stoa/shared';
import type { Db, DbOrTx } from '../db/client.ts';
import { notifications, users, utilities, utilityZones } from '../db/schema/index.ts';
import { hashPassword } from '../platform/password.ts';
import { DEMO_PASSWORD, DEMO_USERS, DEMO_UTILITIES } from './demo-data.ts';
import { seedDemoConfiguration } from './demo-configuration.ts';
import { seedDemoRegistrations } from './demo-registrations.ts';
import { seedDemoAtc } from './demo-atc.ts';

export interface DemoSeedOptions {
  /**
   * The dated part, demo registrations and ATC (a running demo wants them; API tests start without, to own every
   * record they count; the build's template leaves them to the first start).
   */
  registrations?: boolean;
}

export async function seedDemoIfEmpty(db: Db, options: DemoSeedOptions = {}): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(users);
  if ((row?.value ?? 0) > 0) return false;
  const passwordHash = await hashPassword(md5Hex(DEMO_PASSWORD));
  await db.transaction(async (tx) => {
    const utilityIds = new Map<string, number>();
    for (const utility of DEMO_UTILITIES) {
      const [inserted] = await tx.insert(utilities).values({ name: utility.name, type: utility.type }).returning();
      utilityIds.set(utility.name, inserted!.id);
      await tx.insert(utilityZones).values(utility.zones.map((zone) => ({ utilityId: inserted!.id, zone })));
    }
    for (const demo of DEMO_USERS) {
      const [user] = await tx
        .insert(users)
        .values({
          userName: demo.userName,
          email: `${demo.userName.replace('.', '-')}@stoa-demo.in`,
          passwordHash,
          role: demo.role,
          firstName: demo.firstName,
          lastName: demo.lastName,
          contactNumber: demo.contactNumber,
          panCardNumber: demo.panCardNumber,
          registeredAddress: 'Itanagar, Papum Pare, 791111',
          entityName: demo.entityName ?? null,
          entityType: demo.entityType ?? null,
          dateOfIncorporation: demo.entityType ? '2012-06-15' : null,
          utilityId: demo.utility ? utilityIds.get(demo.utility)! : null,
          zone: demo.zone ?? null,
          acceptTerms: true,
        })
        .returning();
      await tx.insert(notifications).values({
        userId: user!.id,
        message: `Welcome to the STOA Portal, ${demo.firstName}. Your account is ready.`,
      });
    }
    const transco = DEMO_UTILITIES.find((u) => u.type === 'TRANSCO');
    await seedDemoConfiguration(tx, transco?.zones ?? []);
    if (options.registrations !== false) await seedDemoDated(tx, new Date());
  });
  return true;
}

/**
 * The part of the demo data set dated from the day it is seeded (`at`): registrations approved that day (validity,
 * number of that year, documents) and ATC from the day before to 60 days ahead. The rest (utilities, users and
 * their welcome notification, configuration from fixed dates) does not depend on the day: the build's PGlite
 * template holds it (`registrations: false`), and a data dir made from the template gets these rows at its first
 * start (db/template.ts).
 */
export async function seedDemoDated(tx: DbOrTx, at: Date): Promise<void> {
  await seedDemoRegistrations(tx, at);
  await seedDemoAtc(tx, at);
}
