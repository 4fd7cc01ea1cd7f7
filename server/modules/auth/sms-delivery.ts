// Login codes leave after the answer (no account oracle): sendLoginSms answers once the code is stored, the same way
// and in the same time for every phone; this job then looks the phone up and, when it has an account, hands the code
// to the gateway. A gateway that fails or is slow is retried and logged here, and never shows in any answer.
import { setMaxListeners } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { SMS_CODE_TTL_MS } from '../../../src/core/contract/index.ts';
import type { Orm } from '../../db/db.ts';
import { findUserByPhone } from '../org/repository.ts';
import type { SmsProvider } from './sms-provider.ts';

/** Waits before the second, third ... try of a failed send (ms); a code lives SMS_CODE_TTL_MS, so later is useless. */
export const SMS_RETRY_DELAYS_MS: readonly number[] = [1_000, 5_000, 20_000];

export interface LoginCodeDelivery {
  /** Sends `code` to `phone` from a job, if the phone has an account; never throws, never waits for the gateway. */
  deliver(phone: string, code: string, sentAt: number): void;
  /** Resolves when every delivery started so far has ended (sent, or given up): for tests and shutdown. */
  settled(): Promise<void>;
  /** Stops retrying (the server is closing); the deliveries in flight end at their next step. */
  stop(): Promise<void>;
}

/** 138****0001: enough for an operator to match a complaint, not a list of customers' numbers. */
export const maskedPhone = (phone: string) => (phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****');

export function loginCodeDelivery(orm: Orm, provider: SmsProvider, log: FastifyBaseLogger, retryDelaysMs = SMS_RETRY_DELAYS_MS): LoginCodeDelivery {
  const pending = new Set<Promise<void>>();
  const stopping = new AbortController();
  // Every delivery waiting for its retry listens to it: a failing gateway can have many at once.
  setMaxListeners(0, stopping.signal);
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const stop = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        stopping.signal.removeEventListener('abort', stop);
        resolve();
      }, ms);
      stopping.signal.addEventListener('abort', stop, { once: true });
    });

  async function run(phone: string, code: string, sentAt: number): Promise<void> {
    const user = await findUserByPhone(orm, phone);
    if (!user) return;
    const minutes = SMS_CODE_TTL_MS / 60_000;
    const message = { phone, countryCode: user.countryCode, code, body: `【Backroom】您的登录验证码为${code}，${minutes}分钟内有效，请勿泄露给他人。`, sentAt };
    for (let attempt = 0; ; attempt += 1) {
      try {
        await provider.send(message);
        if (attempt > 0) log.info({ phone: maskedPhone(phone), attempts: attempt + 1 }, 'login code sent after a retry');
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const retryIn = retryDelaysMs[attempt];
        if (retryIn === undefined || stopping.signal.aborted) {
          log.error({ phone: maskedPhone(phone), attempts: attempt + 1, reason }, 'login code not sent: the SMS gateway kept failing');
          return;
        }
        log.warn({ phone: maskedPhone(phone), attempt: attempt + 1, reason, retryInMs: retryIn }, 'the SMS gateway refused a login code; retrying');
        await pause(retryIn);
      }
    }
  }

  return {
    deliver(phone, code, sentAt) {
      // After the answer has gone: the job's queries and the gateway's time are never part of it.
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => run(phone, code, sentAt))
        .catch((error: unknown) => log.error({ phone: maskedPhone(phone), reason: error instanceof Error ? error.message : String(error) }, 'login code delivery failed'));
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async stop() {
      stopping.abort();
      await this.settled();
    },
  };
}
