import { useEffect, useMemo, useState } from 'react';
import type { CSSProperties } from 'react';
import { LocaleProvider, Radio, RadioGroup } from '@douyinfe/semi-ui';
import { DEFAULT_LOGIN_LOGO } from '../../core/contract/brands.ts';
import { Code } from '../../core/contract/index.ts';
import { messageForCode } from '../../core/http/index.ts';
import { StorageName, storageKey } from '../../core/platform/index.ts';
import { rememberLoginPath } from '../../core/session/index.ts';
import type { BootstrapOutcome } from '../../core/session/index.ts';
import { textOf } from '../../core/i18n/index.ts';
import { themeTokens } from '../../core/theme/index.ts';
import { useElementHost, useSemiLocale } from '../../ui/providers/index.ts';
import { PAINT_MARK } from '../../ui/screen/index.ts';
import { useSessionServices, useSessionState } from '../../ui/session/index.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { LoginError } from './LoginError.tsx';
import { SmsForm } from './SmsForm.tsx';
import { useLogin } from './useLogin.ts';
import { useLoginTexts } from './useLoginTexts.ts';
import { loginVariant } from './variant.ts';
import './login.css';

export interface LoginScreenProps {
  /** The login path shown: /login, /manager, /en/login (English) or /{brand}/login (spec §2). */
  path: string;
  /** After a successful login: the host acts on the outcome (identity dialog, reload at /, redirect, dashboard). */
  onLoggedIn(outcome: BootstrapOutcome): void;
}

type Method = 'password' | 'sms';

/** The login screens of spec §2: password and SMS-code tabs, §8 messages, brand colours and logo. */
export function LoginScreen({ path, onLoggedIn }: LoginScreenProps) {
  const { platform, controller } = useSessionServices();
  const { host } = useElementHost();
  const variant = useMemo(() => loginVariant(path), [path]);
  const texts = useLoginTexts(variant.locale);
  const { t, locale } = texts;
  const login = useLogin(onLoggedIn, texts.lang, variant.locale === 'en' ? 'en' : null);
  const [method, setMethod] = useState<Method>('password');
  const [phone, setPhone] = useState('');
  // Semi's English texts (they carry date-fns' locale) are fetched for /en/login only, not with every login (issue 15).
  const semiEnglish = useSemiLocale(variant.locale === 'en' ? 'en' : 'zh-CN').locale;

  // Unauthenticated users are sent back to the last login path they used (spec §2). A logged-in user passing through
  // a login path on the way to the dashboard did not use it (issue 16).
  const { token } = useSessionState();
  useEffect(() => {
    if (!token) rememberLoginPath(platform, path);
  }, [platform, path, token]);

  // A session that just expired, or ended by a logout in another tab, is said once, above the form (spec §8 8405).
  const expiredKey = storageKey(StorageName.expiredNotice);
  const [ended] = useState(() => (controller.bus.endReason() === 'other-tab' ? 'other-tab' : platform.session.getItem(expiredKey)));
  useEffect(() => platform.session.removeItem(expiredKey), [platform, expiredKey]);

  const { brand } = variant;
  const dark = host.getAttribute('theme-mode') === 'dark';
  const style = useMemo(
    () => (brand ? (themeTokens({ mainColor: brand.mainColor, minorColor: brand.minorColor, mode: dark ? 'dark' : 'light' }) as CSSProperties) : undefined),
    [brand, dark],
  );
  const title = brand ? textOf(brand.name, locale) : t('shell.loginTitle');

  const switchMethod = (key: string) => {
    setMethod(key as Method);
    login.setError(null);
  };
  const formProps = { texts, phone, onPhoneChange: setPhone, login };
  const screen = (
    <div className="backroom-login" style={style} lang={locale} data-brand={brand?.code}>
      <main className="backroom-login-card">
        <header className="backroom-login-header">
          <img className="backroom-login-logo" src={brand?.logo ?? DEFAULT_LOGIN_LOGO} alt="" />
          <h1 className="backroom-login-title" elementtiming={PAINT_MARK.login}>
            {title}
          </h1>
        </header>
        {ended !== null && !login.error && (
          <LoginError message={ended === 'other-tab' ? t('shell.loggedOutInOtherTab') : messageForCode(Code.TOKEN_EXPIRED, { locale: texts.lang })} tone="warning" />
        )}
        {/* The two ways in as Semi's button-style radio group: Semi's Tabs would bring its overflow Dropdown, Tooltip and
            OverflowList (≈ 35 KB gzip) to a page that has two fixed choices (issue 15: the login costs only the login). */}
        <RadioGroup
          type="button"
          buttonSize="large"
          className="backroom-login-methods"
          value={method}
          onChange={(event) => switchMethod(String(event.target.value))}
          aria-label={t('shell.loginMethods')}
        >
          <Radio value="password">{t('shell.passwordLogin')}</Radio>
          <Radio value="sms">{t('shell.smsLogin')}</Radio>
        </RadioGroup>
        {method === 'password' ? <PasswordForm {...formProps} /> : <SmsForm {...formProps} />}
      </main>
    </div>
  );
  // Semi's own texts (the password eye's label) follow the screen's language too.
  // Always the same wrapper: swapping it in when the English texts arrive would mount the form anew and drop what the
  // user typed meanwhile (undefined: Semi's default, Chinese).
  return <LocaleProvider locale={semiEnglish}>{screen}</LocaleProvider>;
}
