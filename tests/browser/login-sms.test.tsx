// The SMS-code tab of the login screens (spec §2) in real Chromium against the real server: 获取验证码 with its
// SMS_RESEND_SECONDS countdown, a wrong code (8407) inside the form, and a login with the code the server "sent".
import { expect } from 'chai';
import { SMS_RESEND_SECONDS } from '../../src/core/contract/index.ts';
import { getOrCreateSessionBus } from '../../src/core/session/index.ts';
import { afterEach, describe, it } from './fixtures/element-base-mocha.ts';
import { inShadow, waitFor } from './fixtures/element-base-dom.ts';
import { latestSmsCode } from './fixtures/backroom-api.ts';
import { fill, formError, input, loggedIn, removeProbes, showLogin, submitButton } from './fixtures/login-probe.tsx';

const PHONE = '13800000008';

afterEach(() => {
  removeProbes();
  localStorage.clear();
  getOrCreateSessionBus().reset();
});

const sendButton = (host: Element) => inShadow<HTMLButtonElement>(host, '.backroom-login-send') as HTMLButtonElement;

async function openSmsTab(host: HTMLElement): Promise<void> {
  const tab = [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.backroom-login-methods .semi-radio') ?? [])].find((item) => item.textContent === '验证码登录');
  tab?.click();
  await waitFor(() => inShadow(host, 'input#smsCode'), 'the SMS-code form');
}

describe('login screen: SMS code', () => {
  it('keeps the phone when switching tabs and labels the code field', async () => {
    const host = await showLogin('/login');
    fill(host, 'phone', PHONE);
    await openSmsTab(host);
    expect(input(host, 'phone').value).to.equal(PHONE);
    expect(inShadow(host, 'label[for="smsCode"]')?.textContent).to.include('短信验证码');
    expect(sendButton(host).textContent).to.equal('获取验证码');
    expect(inShadow(host, 'input#password') === null).to.equal(true);
  });

  it('获取验证码 asks for the phone first and sends nothing without it', async () => {
    const host = await showLogin('/login');
    await openSmsTab(host);
    sendButton(host).click();
    await waitFor(() => host.shadowRoot?.textContent?.includes('请输入手机号'), 'the phone message');
    expect(sendButton(host).textContent).to.equal('获取验证码');
    expect(sendButton(host).disabled).to.equal(false);
  });

  it('sends a code and counts down; a wrong code says 8407; the sent code logs in', async () => {
    const host = await showLogin('/login');
    await openSmsTab(host);
    fill(host, 'phone', PHONE);
    sendButton(host).click();
    await waitFor(() => sendButton(host).textContent === `${SMS_RESEND_SECONDS}s后重新获取`, 'the countdown', 10_000);
    expect(sendButton(host).disabled).to.equal(true);
    await waitFor(() => inShadow(host, '.semi-toast-wrapper')?.textContent?.includes('验证码已发送'), 'the sent toast');
    await waitFor(() => sendButton(host).textContent === `${SMS_RESEND_SECONDS - 1}s后重新获取`, 'one second less', 3_000);

    const code = await latestSmsCode(PHONE);
    expect(code).to.match(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    fill(host, 'smsCode', wrong);
    submitButton(host).click();
    await waitFor(() => formError(host) === '短信验证码错误', 'the 8407 message', 10_000);

    fill(host, 'smsCode', `${code}`);
    submitButton(host).click();
    await waitFor(() => loggedIn.length === 1, 'the login outcome', 15_000);
    expect(loggedIn[0].kind).to.equal('ready');
    expect(localStorage.getItem('backroom:token')).not.to.equal(null);
  });

  it('keeps the code field to 6 digits', async () => {
    const host = await showLogin('/login');
    await openSmsTab(host);
    fill(host, 'smsCode', '12a34-5678');
    await waitFor(() => input(host, 'smsCode').value === '123456', 'the filtered code');
  });
});
