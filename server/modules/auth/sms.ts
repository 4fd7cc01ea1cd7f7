import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { Code, SMS_CODE_MAX_TRIES, SMS_CODE_TTL_MS, SMS_RESEND_SECONDS } from '../../../src/core/contract/index.ts';
import type { Clock } from '../../clock.ts';
import type { Orm } from '../../db/db.ts';
import { tooManyRequests } from '../../errors.ts';
import type { RateLimit } from '../../config.ts';
import { spendBudget } from './budget.ts';
import { smsCodes } from './tables.ts';
import { newSmsCode, sameHash, sha256 } from './tokens.ts';

/** Login codes (ours): SMS_CODE_DIGITS digits, valid SMS_CODE_TTL_MS, single use, locked after SMS_CODE_MAX_TRIES wrong tries. */
export type SmsCheck = 'ok' | 'wrong' | 'locked';

const codeHash = (phone: string, code: string) => sha256(`${phone}:${code}`);

async function latestCode(orm: Orm, phone: string) {
  const [row] = await orm.select().from(smsCodes).where(eq(smsCodes.phone, phone)).orderBy(desc(smsCodes.id)).limit(1);
  return row ?? null;
}

/**
 * Issues a new code for `phone` and answers it; the caller hands it to the delivery job (./sms-delivery.ts), which sends
 * it only when the phone has an account. Every phone is treated alike in everything the caller can see (no account
 * enumeration): the same queries, the same answer, the same time. A new code replaces the previous one. At most one code
 * per SMS_RESEND_SECONDS per phone (the countdown the login screen shows), and `budget` codes per phone per window: a
 * request refused for either reason spends nothing, so nobody can use up a phone's codes by asking too early.
 */
export async function issueLoginCode(orm: Orm, clock: Clock, phone: string, budget: RateLimit): Promise<{ code: string; sentAt: number }> {
  const now = clock.now();
  // One statement each, so parallel requests cannot both pass: the resend wait first, then the budget.
  const waitMs = await spendBudget(orm, `smsResend:${phone}`, { max: 1, windowMs: SMS_RESEND_SECONDS * 1000 }, now);
  if (waitMs > 0) throw tooManyRequests(waitMs / 1000);
  const budgetWaitMs = await spendBudget(orm, `smsPerPhone:${phone}`, budget, Date.now());
  if (budgetWaitMs > 0) throw tooManyRequests(budgetWaitMs / 1000);
  const code = newSmsCode();
  await orm.insert(smsCodes).values({ phone, codeHash: codeHash(phone, code), createdAt: now, expiresAt: now + SMS_CODE_TTL_MS });
  return { code, sentAt: now };
}

/**
 * Checks a code against the phone's latest one. Expired, used or absent codes are 'wrong'; a wrong code counts a
 * try, and the try that reaches SMS_CODE_MAX_TRIES locks the code ('locked' from then on, even for the right code).
 * Using and counting are single UPDATEs, so two racing requests cannot both use one code.
 */
export async function checkLoginCode(orm: Orm, clock: Clock, phone: string, code: string): Promise<SmsCheck> {
  const row = await latestCode(orm, phone);
  if (!row || row.usedAt !== null) return 'wrong';
  if (row.tries >= SMS_CODE_MAX_TRIES) return 'locked';
  const now = clock.now();
  if (now >= row.expiresAt) return 'wrong';
  if (sameHash(row.codeHash, codeHash(phone, code))) {
    const used = await orm
      .update(smsCodes)
      .set({ usedAt: now })
      .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt), lt(smsCodes.tries, SMS_CODE_MAX_TRIES)))
      .returning({ id: smsCodes.id });
    return used.length === 1 ? 'ok' : 'wrong';
  }
  const [counted] = await orm
    .update(smsCodes)
    .set({ tries: sql`${smsCodes.tries} + 1` })
    .where(eq(smsCodes.id, row.id))
    .returning({ tries: smsCodes.tries });
  return (counted?.tries ?? SMS_CODE_MAX_TRIES) >= SMS_CODE_MAX_TRIES ? 'locked' : 'wrong';
}

export function smsCheckCode(check: Exclude<SmsCheck, 'ok'>): number {
  return check === 'locked' ? Code.SMS_CODE_LOCKED : Code.SMS_CODE_ERROR;
}
