/**
 * Access tokens (short-lived JWT, HS256) and opaque refresh tokens (only their SHA-256 is stored). The JWT is signed
 * and verified with node:crypto (an HMAC and a constant-time compare: no per-request promise chain through WebCrypto),
 * answering exactly as jose's SignJWT / jwtVerify(…, { algorithms: ['HS256'] }) did: the same token bytes, and null
 * for whatever jose refused — a malformed token, another algorithm (none included), a wrong signature, a claims set
 * that is not a JSON object, a non-numeric iat/nbf/exp, a future nbf, an exp that has passed.
 */
import { createHash, createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import { isRole, type Role } from '@stoa/shared';

export interface AccessClaims {
  userId: number;
  role: Role;
  sessionId: string;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');
const utf8 = new TextDecoder('utf-8', { fatal: true });
/** Only ASCII: in UTF-8 any other character takes more than one byte. */
const isAscii = (text: string) => Buffer.byteLength(text) === text.length;

/**
 * A member's bytes as jose decodes it on Node 20 (atob's forgiving base64 after its base64url check): ASCII
 * whitespace dropped, padding only to a length of 4n, never a length of 4n + 1, the url alphabet only; else null.
 */
function decodeMember(member: string): Buffer | null {
  let text = member.replace(/[\t\n\f\r ]/g, '');
  if (text.length % 4 === 0) text = text.replace(/={1,2}$/, '');
  if (text.length % 4 === 1 || !/^[A-Za-z0-9_-]*$/.test(text)) return null;
  return Buffer.from(text, 'base64url');
}

/** A JSON object from a member (a plain object: no array, no null), or null. */
function jsonObject(member: string): Record<string, unknown> | null {
  const bytes = decodeMember(member);
  if (!bytes) return null;
  try {
    const value: unknown = JSON.parse(utf8.decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** jose's checks of the protected header: alg HS256 only; `crit` may name only `b64`, which must then be true. */
function headerAllowed(header: Record<string, unknown>): boolean {
  if (header['alg'] !== 'HS256') return false;
  const crit = header['crit'];
  if (crit === undefined) return true;
  if (!Array.isArray(crit) || crit.length === 0 || !crit.every((c) => c === 'b64')) return false;
  // A JWT must not use an unencoded payload.
  return header['b64'] === true;
}

/** jose's claims-set time checks (no tolerance): numbers when present, nbf not in the future, exp not reached. */
function timesValid(claims: Record<string, unknown>, now: number): boolean {
  const { iat, nbf, exp } = claims;
  if (iat !== undefined && typeof iat !== 'number') return false;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return false;
  if (exp !== undefined && (typeof exp !== 'number' || exp <= now)) return false;
  return true;
}

export class TokenService {
  private readonly key: KeyObject;
  constructor(
    secret: string,
    private readonly accessTtlSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  private sign(input: string): Buffer {
    return createHmac('sha256', this.key).update(input).digest();
  }

  async signAccess(claims: AccessClaims): Promise<string> {
    const iat = Math.floor(Date.now() / 1000);
    // The claims in jose's order: the payload, then sub, iat, exp.
    const payload = JSON.stringify({
      role: claims.role,
      sid: claims.sessionId,
      sub: String(claims.userId),
      iat,
      exp: iat + this.accessTtlSeconds,
    });
    const input = `${HEADER}.${Buffer.from(payload).toString('base64url')}`;
    return `${input}.${this.sign(input).toString('base64url')}`;
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    if (typeof token !== 'string') return null;
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
    const header = jsonObject(headerPart);
    if (!header || !headerAllowed(header)) return null;
    const signature = decodeMember(signaturePart);
    // The signing input is ASCII (jose refuses any other character there).
    if (!signature || !isAscii(payloadPart)) return null;
    const expected = this.sign(`${headerPart}.${payloadPart}`);
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
    const payload = jsonObject(payloadPart);
    if (!payload || !timesValid(payload, Math.floor(Date.now() / 1000))) return null;
    const userId = Number(payload['sub']);
    const { role, sid } = payload;
    if (!Number.isInteger(userId) || !isRole(role) || typeof sid !== 'string') return null;
    return { userId, role, sessionId: sid };
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
