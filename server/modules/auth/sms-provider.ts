import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsOutboxEntry } from '../../../src/core/contract/api/meta.ts';
import type { Orm } from '../../db/db.ts';
import { smsOutbox } from './tables.ts';

export interface SmsMessage {
  phone: string;
  countryCode: string;
  code: string;
  body: string;
  sentAt: number;
}

/** Where login codes go. A deployment plugs in its SMS gateway; development uses the outbox below. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/**
 * Development only: records each message in the sms_outbox table (read by GET /api/dev/sms-outbox). The log says a
 * code was recorded, never the code (issue 14).
 */
export function outboxSmsProvider(orm: Orm, log: FastifyBaseLogger): SmsProvider {
  return {
    async send(message) {
      await orm.insert(smsOutbox).values({
        phone: message.phone,
        countryCode: message.countryCode,
        code: message.code,
        body: message.body,
        createdAt: message.sentAt,
      });
      log.info('development SMS provider: a login code was recorded in the outbox (GET /api/dev/sms-outbox)');
    },
  };
}

/** The codes the outbox holds for a phone, newest first. */
export function outboxMessages(orm: Orm, phone: string, limit: number): Promise<SmsOutboxEntry[]> {
  return orm
    .select({ phone: smsOutbox.phone, code: smsOutbox.code, body: smsOutbox.body, createTime: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
}

/** The providers a deployment chooses between with SMS_PROVIDER. */
export type SmsProviderName = 'outbox' | 'webhook';

/**
 * Hands each message to the deployment's SMS gateway: a JSON POST of { phone, countryCode, body } to `url` (the
 * gateway, or a small adapter in front of it, sends the text). Anything but 2xx fails the sendLoginSms call.
 */
export function webhookSmsProvider(url: string, timeoutMs = 10_000): SmsProvider {
  return {
    async send(message) {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: message.phone, countryCode: message.countryCode, body: message.body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!answer.ok) throw new Error(`SMS gateway answered HTTP ${answer.status}`);
    },
  };
}
