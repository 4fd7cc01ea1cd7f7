import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/db.ts';

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

/** Records each message in the sms_outbox table (read by GET /api/dev/sms-outbox) and logs it. */
export function outboxSmsProvider(db: Queryable, log: FastifyBaseLogger): SmsProvider {
  return {
    async send(message) {
      await db.query(
        'INSERT INTO sms_outbox (phone, country_code, code, body, created_at) VALUES ($1, $2, $3, $4, $5)',
        [message.phone, message.countryCode, message.code, message.body, message.sentAt],
      );
      log.info({ phone: message.phone, code: message.code }, 'development SMS provider: login code recorded in the outbox');
    },
  };
}
