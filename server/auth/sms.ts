import { Code, SMS_CODE_MAX_TRIES, SMS_CODE_TTL_MS, SMS_RESEND_SECONDS } from '../../src/core/contract/index.ts';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/db.ts';
import { one } from '../db/db.ts';
import { tooManyRequests } from '../errors.ts';
import type { SmsProvider } from './sms-provider.ts';
import { newSmsCode, sameHash, sha256 } from './tokens.ts';

/** Login codes (ours): 6 digits, valid SMS_CODE_TTL_MS, single use, locked after SMS_CODE_MAX_TRIES wrong tries. */
export type SmsCheck = 'ok' | 'wrong' | 'locked';

interface CodeRow {
  id: number;
  code_hash: string;
  created_at: number;
  expires_at: number;
  tries: number;
  used_at: number | null;
}

const codeHash = (phone: string, code: string) => sha256(`${phone}:${code}`);

function latestCode(db: Queryable, phone: string): Promise<CodeRow | null> {
  return one<CodeRow>(
    db,
    'SELECT id, code_hash, created_at, expires_at, tries, used_at FROM sms_codes WHERE phone = $1 ORDER BY id DESC LIMIT 1',
    [phone],
  );
}

/**
 * Sends a new code to a known phone (unknown phones get the same answer and nothing is sent, so the call
 * cannot be used to find accounts). A new code replaces the previous one. At most one code per
 * SMS_RESEND_SECONDS per phone, the countdown the login screen shows.
 */
export async function sendLoginCode(db: Queryable, clock: Clock, provider: SmsProvider, phone: string): Promise<void> {
  const user = await one<{ country_code: string }>(db, 'SELECT country_code FROM users WHERE phone = $1', [phone]);
  if (!user) return;
  const now = clock.now();
  const previous = await latestCode(db, phone);
  const waitMs = previous ? previous.created_at + SMS_RESEND_SECONDS * 1000 - now : 0;
  if (waitMs > 0) throw tooManyRequests(waitMs / 1000);
  const code = newSmsCode();
  await db.query('INSERT INTO sms_codes (phone, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    phone,
    codeHash(phone, code),
    now,
    now + SMS_CODE_TTL_MS,
  ]);
  const minutes = SMS_CODE_TTL_MS / 60_000;
  await provider.send({
    phone,
    countryCode: user.country_code,
    code,
    body: `【Backroom】您的登录验证码为${code}，${minutes}分钟内有效，请勿泄露给他人。`,
    sentAt: now,
  });
}

/**
 * Checks a code against the phone's latest one. Expired, used or absent codes are 'wrong'; a wrong code counts a
 * try, and the try that reaches SMS_CODE_MAX_TRIES locks the code ('locked' from then on, even for the right code).
 * Using and counting are single UPDATEs, so two racing requests cannot both use one code.
 */
export async function checkLoginCode(db: Queryable, clock: Clock, phone: string, code: string): Promise<SmsCheck> {
  const row = await latestCode(db, phone);
  if (!row || row.used_at !== null) return 'wrong';
  if (row.tries >= SMS_CODE_MAX_TRIES) return 'locked';
  const now = clock.now();
  if (now >= row.expires_at) return 'wrong';
  if (sameHash(row.code_hash, codeHash(phone, code))) {
    const used = await db.query<{ id: number }>(
      'UPDATE sms_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND tries < $3 RETURNING id',
      [row.id, now, SMS_CODE_MAX_TRIES],
    );
    return used.rows.length === 1 ? 'ok' : 'wrong';
  }
  const counted = await one<{ tries: number }>(db, 'UPDATE sms_codes SET tries = tries + 1 WHERE id = $1 RETURNING tries', [row.id]);
  return (counted?.tries ?? SMS_CODE_MAX_TRIES) >= SMS_CODE_MAX_TRIES ? 'locked' : 'wrong';
}

export function smsCheckCode(check: Exclude<SmsCheck, 'ok'>): number {
  return check === 'locked' ? Code.SMS_CODE_LOCKED : Code.SMS_CODE_ERROR;
}
