// The login screens (spec §2) in real Chromium against the real server: labelled fields, the §5 phone filter,
// Enter submits, §8 messages inside the form, loading state, the remembered login path, /en/login, brand logins.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { BRANDS, DEFAULT_LOGIN_LOGO } from '../../src/core/contract/brands.ts';
import { getOrCreateSessionBus } from '../../src/core/session/index.ts';
import { themeTokens } from '../../src/core/theme/index.ts';
import { afterEach, describe, it } from './fixtures/element-base-mocha.ts';
import { inShadow, waitFor } from './fixtures/element-base-dom.ts';
import { fill, formError, input, loggedIn, removeProbes, showLogin, submitButton } from './fixtures/login-probe.tsx';
import { DEMO_PASSWORD } from './fixtures/backroom-api.ts';

afterEach(() => {
  removeProbes();
  localStorage.clear();
  getOrCreateSessionBus().reset();
});

/** The colour a CSS colour value resolves to, as Chromium reports computed colours. */
function resolved(color: string): string {
  const probe = document.createElement('i');
  probe.style.color = color;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

async function tryPassword(host: HTMLElement, phone: string, password: string): Promise<string> {
  fill(host, 'phone', phone);
  fill(host, 'password', password);
  submitButton(host).click();
  return waitFor(() => formError(host), 'the message inside the form', 10_000);
}

describe('login screen: the form', () => {
  it('renders the password and SMS-code choices with labelled fields inside the shadow root', async () => {
    const host = await showLogin('/login');
    const tabs = [...(host.shadowRoot?.querySelectorAll('.backroom-login-methods .semi-radio') ?? [])].map((tab) => tab.textContent);
    expect(tabs).to.deep.equal(['密码登录', '验证码登录']);
    expect(inShadow(host, 'h1')?.textContent).to.equal('无人零售管理后台');
    for (const [field, label] of [['phone', '手机号'], ['password', '密码']]) {
      expect(inShadow(host, `label[for="${field}"]`)?.textContent).to.include(label);
      expect(input(host, field).placeholder).to.equal(label);
    }
    expect(input(host, 'password').type).to.equal('password');
    expect(submitButton(host).textContent).to.equal('登录');
    expect(document.querySelector('form') === null).to.equal(true);
  });

  it('keeps only digits in the phone field, at most 11 (spec §5 phone filter)', async () => {
    const host = await showLogin('/login');
    input(host, 'phone').focus();
    await sendKeys({ type: '138a-0000 0001x2345' });
    await waitFor(() => input(host, 'phone').value === '13800000001', 'the filtered phone');
  });

  it('checks the fields before sending anything', async () => {
    const host = await showLogin('/login');
    submitButton(host).click();
    await waitFor(() => host.shadowRoot?.textContent?.includes('请输入手机号'), 'the phone message');
    expect(host.shadowRoot?.textContent).to.include('请输入密码');
    fill(host, 'phone', '1380000');
    submitButton(host).click();
    await waitFor(() => host.shadowRoot?.textContent?.includes('请输入11位手机号'), 'the phone length message');
    expect(loggedIn).to.deep.equal([]);
  });

  it('shows 8402 inside the form for a wrong password, submitted with Enter, with a loading button meanwhile', async () => {
    const host = await showLogin('/login');
    fill(host, 'phone', '13800000008');
    input(host, 'password').focus();
    await sendKeys({ type: 'not-the-password' });
    let loadingSeen = false;
    const observer = new MutationObserver(() => {
      loadingSeen ||= submitButton(host)?.classList.contains('semi-button-loading') ?? false;
    });
    observer.observe(host.shadowRoot as ShadowRoot, { subtree: true, childList: true, attributes: true });
    await sendKeys({ press: 'Enter' });
    const message = await waitFor(() => formError(host), 'the 8402 message', 10_000);
    observer.disconnect();
    expect(message).to.equal('用户名和密码不匹配');
    expect(loadingSeen).to.equal(true);
    expect(inShadow(host, 'form [role="alert"]') !== null).to.equal(true);
  });

  it('shows 8403 for an account not activated and 8404 for one without a group', async () => {
    const host = await showLogin('/login');
    expect(await tryPassword(host, '13800000009', DEMO_PASSWORD)).to.equal('账号未激活');
    fill(host, 'phone', '13800000010');
    submitButton(host).click();
    await waitFor(() => formError(host) === '账号未绑定组织', 'the 8404 message', 10_000);
    expect(loggedIn).to.deep.equal([]);
  });

  it('hands the outcome on after a successful login and remembers the login path', async () => {
    const host = await showLogin('/manager');
    expect(localStorage.getItem('backroom:login-path')).to.equal('/manager');
    fill(host, 'phone', '13800000007');
    fill(host, 'password', DEMO_PASSWORD);
    submitButton(host).click();
    await waitFor(() => loggedIn.length === 1, 'the login outcome', 15_000);
    expect(loggedIn[0].kind).to.equal('ready');
    expect(localStorage.getItem('backroom:token')).not.to.equal(null);
    expect(formError(host)).to.equal('');
  });
});

describe('login screen: /en/login and brand logins', () => {
  it('/en/login is English whatever the locale attribute, its messages too', async () => {
    const host = await showLogin('/en/login', { locale: 'zh-CN' });
    expect(inShadow(host, 'h1')?.textContent).to.equal('Unattended retail back office');
    const tabs = [...(host.shadowRoot?.querySelectorAll('.backroom-login-methods .semi-radio') ?? [])].map((tab) => tab.textContent);
    expect(tabs).to.deep.equal(['Password login', 'SMS login']);
    expect(input(host, 'phone').placeholder).to.equal('Phone number');
    expect(submitButton(host).textContent).to.equal('Log in');
    expect(await tryPassword(host, '13800000008', 'wrong-password')).to.equal('user name and password do not match');
    expect(localStorage.getItem('backroom:login-path')).to.equal('/en/login');
  });

  for (const brand of BRANDS) {
    it(`/${brand.code}/login shows ${brand.name.zh}'s colours and logo`, async () => {
      const host = await showLogin(`/${brand.code}/login`);
      const screen = inShadow(host, '.backroom-login') as HTMLElement;
      const primary = getComputedStyle(screen).getPropertyValue('--semi-color-primary').trim();
      expect(primary).to.equal(themeTokens({ mainColor: brand.mainColor })['--semi-color-primary']);
      expect(getComputedStyle(submitButton(host)).backgroundColor).to.equal(resolved(brand.mainColor));
      expect(inShadow<HTMLImageElement>(host, '.backroom-login-logo')?.src).to.equal(brand.logo);
      expect(inShadow(host, 'h1')?.textContent).to.equal(brand.name.zh);
    });
  }

  it('an unknown brand falls back to the default login', async () => {
    const host = await showLogin('/nobody/login');
    const screen = inShadow(host, '.backroom-login') as HTMLElement;
    expect(screen.dataset.brand).to.equal(undefined);
    expect(inShadow(host, 'h1')?.textContent).to.equal('无人零售管理后台');
    expect(inShadow<HTMLImageElement>(host, '.backroom-login-logo')?.src).to.equal(DEFAULT_LOGIN_LOGO);
    expect(getComputedStyle(submitButton(host)).backgroundColor).to.equal(resolved(themeTokens()['--backroom-primary-fill']));
  });
});
