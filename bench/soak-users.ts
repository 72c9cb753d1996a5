// The soak's simulated users (bench/soak.ts): SOAK_USERS spread over the 12 demo logins in a desk-heavy mix, each
// signed in with its own session (many share a login, as colleagues at one desk do) and assigned alternately to the
// two instances. Each office signs in from its own address (X-Forwarded-For behind TRUST_PROXY=1), as a state's users
// do behind their offices' NAT; sign-ins are staggered and a throttled one (429) waits and tries again.
import { md5Hex, type Role } from '@stoa/shared';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-data.ts';

export interface Login {
  userName: string;
  role: Role;
  /** Share of the simulated users (per cent). */
  share: number;
  /** The office's address (one NAT address per organisation). */
  office: string;
}

/** The SLDC desk is the busiest; applicants who file and pay next; the utilities and the admin read. */
export const LOGINS: readonly Login[] = [
  { userName: 'sldc', role: 'SLDCBusinessUser', share: 20, office: '10.35.1.1' },
  { userName: 'approver1', role: 'SLDCApproverI', share: 5, office: '10.35.1.1' },
  { userName: 'approver2', role: 'SLDCApproverII', share: 5, office: '10.35.1.1' },
  { userName: 'admin', role: 'Admin', share: 2, office: '10.35.1.1' },
  { userName: 'discom', role: 'DISCOMBusinessUser', share: 6, office: '10.35.2.1' },
  { userName: 'discom.west', role: 'DISCOMBusinessUser', share: 4, office: '10.35.3.1' },
  { userName: 'transco', role: 'TRANSCOBusinessUser', share: 6, office: '10.35.4.1' },
  { userName: 'oa.injecting', role: 'OABusinessUser', share: 15, office: '10.35.5.1' },
  { userName: 'oa.consumer', role: 'OABusinessUser', share: 15, office: '10.35.6.1' },
  { userName: 'oa.drawee', role: 'OABusinessUser', share: 7, office: '10.35.7.1' },
  { userName: 'oa.both', role: 'OABusinessUser', share: 7, office: '10.35.8.1' },
  { userName: 'trader', role: 'Trader', share: 8, office: '10.35.9.1' },
];

export interface SimUser {
  n: number;
  login: Login;
  /** 0 or 1: the instance it talks to. */
  instance: number;
  userId: number;
  headers: Record<string, string>;
}

/** How many simulated users each login gets (largest remainder; every login one at least when there are enough). */
export function spread(users: number): Map<Login, number> {
  const exact = LOGINS.map((l) => (users * l.share) / 100);
  const counts = exact.map((x) => Math.floor(x));
  if (users >= LOGINS.length) for (let i = 0; i < counts.length; i++) counts[i] = Math.max(1, counts[i]!);
  let left = users - counts.reduce((s, c) => s + c, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) counts[order[k]!.i]! += 1;
  for (let k = counts.length - 1; left < 0; k = (k - 1 + counts.length) % counts.length) {
    if (counts[k]! > 1) {
      counts[k]! -= 1;
      left++;
    }
  }
  return new Map(LOGINS.map((l, i) => [l, counts[i]!]));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface SignInStats {
  throttled: number;
  ms: number;
}

async function signInOnce(base: string, user: string, office: string, captcha: string) {
  const headers = { 'x-forwarded-for': office, 'content-type': 'application/json' };
  const issued = await fetch(`${base}/api/Account/Captcha`, { headers });
  if (issued.status === 429) return { status: 429 };
  const { data } = (await issued.json()) as { data: { captchaId: string } };
  const res = await fetch(`${base}/api/Account/authenticate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      userName: user,
      password: md5Hex(DEMO_PASSWORD),
      captchaId: data.captchaId,
      captchaValue: captcha,
    }),
  });
  const body = (await res.json()) as { data: { id: number; jwtToken: string } | null };
  return { status: res.status, body };
}

/**
 * Signs every simulated user in through the real captcha and sign-in calls, `parallel` at a time, each at its
 * instance; a 429 waits 5 s and tries again (counted).
 */
export async function signInAll(
  bases: readonly string[],
  users: number,
  captcha: string,
  parallel = 8,
): Promise<{ users: SimUser[]; stats: SignInStats }> {
  const plan: { login: Login; n: number }[] = [];
  const counts = spread(users);
  // Interleave the logins, so both instances get every role.
  for (let round = 0; plan.length < users; round++) {
    for (const login of LOGINS) if (round < counts.get(login)!) plan.push({ login, n: plan.length });
  }
  const stats: SignInStats = { throttled: 0, ms: 0 };
  const started = performance.now();
  const out: SimUser[] = [];
  let next = 0;
  const worker = async () => {
    while (next < plan.length) {
      const { login, n } = plan[next++]!;
      const instance = n % 2;
      for (;;) {
        const r = await signInOnce(bases[instance]!, login.userName, login.office, captcha);
        if (r.status === 429) {
          stats.throttled++;
          await sleep(5000);
          continue;
        }
        if (r.status !== 200 || !r.body?.data) {
          throw new Error(`sign-in of ${login.userName}: ${r.status} ${JSON.stringify(r.body)}`);
        }
        out.push({
          n,
          login,
          instance,
          userId: r.body.data.id,
          headers: { authorization: `Bearer ${r.body.data.jwtToken}`, 'x-forwarded-for': login.office },
        });
        break;
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  stats.ms = performance.now() - started;
  return { users: out.sort((a, b) => a.n - b.n), stats };
}
