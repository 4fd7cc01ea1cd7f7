// No account oracle in sendLoginSms: known and unknown phones get the same answer in the same time whatever the SMS
// gateway does (the code leaves from a job after the answer; a failed send is retried, never shown). And nobody can
// use up a phone's codes by asking too early: refused sends spend nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, SMS_RESEND_SECONDS } from '../../src/core/contract/index.ts';
import { sendLoginSms } from '../../src/core/contract/api/auth.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/config.ts';
import type { SmsMessage, SmsProvider } from '../../server/modules/auth/sms-provider.ts';
import { RELAXED_LIMITS, call, createHarness, type Harness } from './harness.ts';

/** A gateway that takes 150 ms (a real one's speed), or fails each message's first try when `failing`. */
function gateway() {
  const received: SmsMessage[] = [];
  const tries = new Map<string, number>();
  let failing = false;
  const provider: SmsProvider = {
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      const tried = (tries.get(message.code) ?? 0) + 1;
      tries.set(message.code, tried);
      if (failing && tried === 1) throw new Error('gateway unavailable');
      received.push(message);
    },
  };
  return { provider, received, tries, fail: (value: boolean) => void (failing = value) };
}

const sms = gateway();
let h: Harness;
beforeAll(async () => {
  // 50 codes for 5 known phones: the per-phone budget (tested below, on a harness of its own) is relaxed here.
  h = await createHarness({ smsProvider: sms.provider });
});
afterAll(() => h.close());

const send = (phone: string, remoteAddress = '10.5.0.1') => call(h.app, 'POST', `${sendLoginSms.path}?phoneNum=${phone}`, { remoteAddress });
/** Phones with an account (the demo organisation's) and without. */
const KNOWN = ['13800000001', '13800000002', '13800000003', '13800000004', '13800000005'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** 50 pairs of a known and an unknown phone: their answers, and the median time of each. */
async function pairs(round: number) {
  const known: number[] = [];
  const unknown: number[] = [];
  const answers = new Set<string>();
  for (let i = 0; i < 50; i += 1) {
    // Each phone's next code is past the resend wait.
    h.clock.advance(SMS_RESEND_SECONDS * 1000);
    for (const [phone, times] of [[KNOWN[i % KNOWN.length], known], [`1370${round}${String(i).padStart(6, '0')}`, unknown]] as const) {
      const started = performance.now();
      const reply = await send(phone);
      times.push(performance.now() - started);
      answers.add(JSON.stringify({ http: reply.http, status: reply.status, msg: reply.msg, data: reply.data }));
    }
  }
  return { known: median(known), unknown: median(unknown), answers: [...answers] };
}

describe('sendLoginSms tells nothing about accounts', () => {
  it('with a 150 ms gateway: one answer, the same time, and the code still reaches the gateway', async () => {
    sms.fail(false);
    const result = await pairs(1);
    expect(result.answers).toEqual([JSON.stringify({ http: 200, status: 200, msg: 'success', data: null })]);
    // Before, a known phone waited for the gateway (169 ms against 16 ms): now neither does.
    expect(Math.abs(result.known - result.unknown)).toBeLessThan(50);
    expect(result.known).toBeLessThan(150);
    await h.app.loginCodes.settled();
    expect(sms.received.filter((message) => KNOWN.includes(message.phone))).toHaveLength(50);
    expect(sms.received.some((message) => message.phone.startsWith('1370'))).toBe(false);
  }, 120_000);

  it('with a failing gateway: still one answer and the same time; the send is retried, not shown', async () => {
    sms.fail(true);
    sms.received.length = 0;
    const result = await pairs(2);
    expect(result.answers).toEqual([JSON.stringify({ http: 200, status: 200, msg: 'success', data: null })]);
    expect(Math.abs(result.known - result.unknown)).toBeLessThan(50);
    await h.app.loginCodes.settled();
    // Every known phone's code failed once and went on the second try.
    expect(sms.received).toHaveLength(50);
    expect(sms.received.every((message) => sms.tries.get(message.code) === 2)).toBe(true);
  }, 120_000);
});

describe("a phone's SMS budget", () => {
  let limited: Harness;
  beforeAll(async () => {
    limited = await createHarness({ smsProvider: sms.provider, rateLimits: { ...RELAXED_LIMITS, smsPerPhone: DEFAULT_RATE_LIMITS.smsPerPhone } });
  });
  afterAll(() => limited.close());

  it(`is spent by codes issued only: ${DEFAULT_RATE_LIMITS.smsPerPhone.max} codes an hour however many sends were refused before`, async () => {
    sms.fail(false);
    const phone = '13800000006';
    const sendTo = () => call(limited.app, 'POST', `${sendLoginSms.path}?phoneNum=${phone}`, { remoteAddress: '10.5.1.1' });
    for (let code = 0; code < DEFAULT_RATE_LIMITS.smsPerPhone.max; code += 1) {
      // Five at once: one code, four refusals (the resend wait) that spend nothing.
      const replies = await Promise.all(Array.from({ length: 5 }, sendTo));
      expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
      expect(replies.filter((reply) => reply.http === 429 && reply.status === Code.TOO_MANY_REQUESTS)).toHaveLength(4);
      limited.clock.advance(SMS_RESEND_SECONDS * 1000);
    }
    const over = await sendTo();
    expect(over.http).toBe(429);
    expect(Number(over.raw.headers['retry-after'])).toBeGreaterThan(SMS_RESEND_SECONDS);
  });
});
