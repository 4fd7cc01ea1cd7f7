import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt cost: N = 2^17, r = 8, p = 1 (OWASP Password Storage Cheat Sheet, 2025), about 128 MiB and a few hundred ms
 * per hash. The parameters are stored with each hash, so a hash made at a lower cost still verifies and is made again
 * at the configured cost on the next successful login (`needsRehash`).
 */
export const OWASP_SCRYPT_LOG2_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

/** The cost a process hashes with: SCRYPT_LOG2_N (tests set 14 to stay fast, see vitest.*.config.ts), else OWASP's. */
export function scryptLog2NFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SCRYPT_LOG2_N ?? OWASP_SCRYPT_LOG2_N);
  if (!Number.isInteger(value) || value < 10 || value > 20) throw new Error(`SCRYPT_LOG2_N must be an integer from 10 to 20, got ${env.SCRYPT_LOG2_N}`);
  return value;
}

function derive(password: string, salt: Buffer, options: ScryptOptions & { N: number; r: number }): Promise<Buffer> {
  // scrypt needs 128 · N · r bytes; node refuses above maxmem (32 MiB by default).
  const maxmem = 256 * options.N * options.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url), at N = 2^log2N. */
export async function hashPassword(password: string, log2N: number = scryptLog2NFromEnv()): Promise<string> {
  const N = 2 ** log2N;
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const N = Number(n);
  if (!Number.isInteger(N) || N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N, r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A stored hash made below the wanted cost (or with other r, p), to be made again once the password is known. */
export function needsRehash(stored: string, log2N: number): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < 2 ** log2N || Number(r) !== R || Number(p) !== P;
}

const dummies = new Map<number, Promise<string>>();
/** Unknown phones still pay for one hash at the same cost, so timing does not tell which phones have accounts. */
export function dummyPasswordHash(log2N: number = scryptLog2NFromEnv()): Promise<string> {
  let dummy = dummies.get(log2N);
  if (!dummy) {
    dummy = hashPassword(randomBytes(12).toString('base64url'), log2N);
    dummies.set(log2N, dummy);
  }
  return dummy;
}
