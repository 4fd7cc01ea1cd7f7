import { useEffect, useMemo, useState } from 'react';
import type { CSSProperties } from 'react';
import { LocaleProvider, TabPane, Tabs } from '@douyinfe/semi-ui';
import enUS from '@douyinfe/semi-ui/lib/es/locale/source/en_US';
import { DEFAULT_LOGIN_LOGO } from '../../core/contract/brands.ts';
import { rememberLoginPath } from '../../core/session/index.ts';
import type { BootstrapOutcome } from '../../core/session/index.ts';
import { textOf } from '../../core/i18n/index.ts';
import { themeTokens } from '../../core/theme/index.ts';
import { useElementHost } from '../../ui/providers/index.ts';
import { useSessionServices } from '../../ui/session/index.ts';
import { PasswordForm } from './PasswordForm.tsx';
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
  const { platform } = useSessionServices();
  const { host } = useElementHost();
  const variant = useMemo(() => loginVariant(path), [path]);
  const texts = useLoginTexts(variant.locale);
  const { t, locale } = texts;
  const login = useLogin(onLoggedIn, texts.lang);
  const [method, setMethod] = useState<Method>('password');
  const [phone, setPhone] = useState('');

  // Unauthenticated users are sent back to the last login path they used (spec §2).
  useEffect(() => {
    rememberLoginPath(platform, path);
  }, [platform, path]);

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
          <h1 className="backroom-login-title">{title}</h1>
        </header>
        <Tabs type="line" activeKey={method} onChange={switchMethod} keepDOM={false} aria-label={t('shell.loginMethods')}>
          <TabPane tab={t('shell.passwordLogin')} itemKey="password">
            <PasswordForm {...formProps} />
          </TabPane>
          <TabPane tab={t('shell.smsLogin')} itemKey="sms">
            <SmsForm {...formProps} />
          </TabPane>
        </Tabs>
      </main>
    </div>
  );
  // Semi's own texts (the password eye's label) follow the screen's language too.
  return variant.locale === 'en' ? <LocaleProvider locale={enUS}>{screen}</LocaleProvider> : screen;
}
