// Production is not development (issue 14): no demo data unless asked, no start with the development SMS provider
// unless told to, a first administrator created on purpose, login codes that go to the gateway and never to the log.
// `npm start` itself in production is production-start.test.ts.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Code } from '../../src/core/contract/index.ts';
import { sendLoginSms } from '../../src/core/contract/api/auth.ts';
import { createFirstAdmin } from '../../server/modules/org/first-admin.ts';
import { DEMO_PASSWORD } from '../../server/modules/org/seed-personas.ts';
import { call, createHarness, login } from './harness.ts';

describe('the SMS provider in production', () => {
  it('refuses to start without an explicit SMS_PROVIDER, saying what to set', async () => {
    await expect(createHarness({ nodeEnv: 'production' })).rejects.toThrow(/SMS_PROVIDER/);
  });

  it('webhook: the gateway gets the message with its code', async () => {
    const received: Array<{ phone: string; body: string }> = [];
    const gateway = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        received.push(JSON.parse(text) as { phone: string; body: string });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
    const h = await createHarness({ nodeEnv: 'production', smsProviderName: 'webhook', smsWebhookUrl: url });
    try {
      const reply = await call(h.app, 'POST', `${sendLoginSms.path}?phoneNum=13800000007`);
      expect(reply.status).toBe(200);
      await h.app.loginCodes.settled();
      expect(received).toHaveLength(1);
      expect(received[0].phone).toBe('13800000007');
      expect(received[0].body).toMatch(/验证码为\d{6}/);
      // The development outbox is not served in production.
      expect((await call(h.app, 'GET', '/api/dev/sms-outbox?phone=13800000007')).http).toBe(404);
    } finally {
      await h.close();
      gateway.close();
    }
  });
});

describe('the first administrator', () => {
  it('is created on an empty database only, and can log in with the password given', async () => {
    const h = await createHarness({ seed: false });
    try {
      expect((await login(h.app, '13800000007', DEMO_PASSWORD)).status).toBe(Code.PASSWORD_MISMATCH);
      await createFirstAdmin(h.app.db, { phone: '13912345678', name: '管理员', organisation: '示例运营公司', password: 'a-long-passphrase-2026' });
      const first = await login(h.app, '13912345678', 'a-long-passphrase-2026');
      expect(first.status).toBe(200);
      await expect(createFirstAdmin(h.app.db, { phone: '13912345679', name: '第二', organisation: 'x', password: 'another-long-passphrase' })).rejects.toThrow(/empty database/);
      await expect(createFirstAdmin(h.app.db, { phone: '13912345679', name: '第二', organisation: 'x', password: 'short' })).rejects.toThrow(/password/);
    } finally {
      await h.close();
    }
  });
});
