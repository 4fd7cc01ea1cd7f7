// An element alone on a page without a session says so (请先登录) instead of an empty list, and offers a way in:
// it dispatches `backroom-login-required` (cancelable) once it finds no session and again on its 登录 button; a host
// that calls preventDefault() shows its own login, otherwise the button opens <admin-shell>'s login screen in a
// dialog. The session it makes is the page's one session bus, so every element on the page is logged in by it.
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Empty, Modal, Spin } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { Route } from '../../src/core/contract/index.ts';
import { toLocale } from '../../src/core/i18n/index.ts';
import { useElementHost } from '../../src/ui/providers/index.ts';
import { useSessionState } from '../../src/ui/session/index.ts';

const LoginScreen = lazy(() => import('../../src/features/login/index.ts').then((module) => ({ default: module.LoginScreen })));

/** The children once the page has a session; 请先登录 with its way in otherwise. */
export function SignInGate({ children }: { children: ReactNode }) {
  const { token, status } = useSessionState();
  if (token || status === 'loading' || status === 'switching') return <>{children}</>;
  return <SignInRequired />;
}

function SignInRequired() {
  const { t, i18n } = useTranslation();
  const { emit, tag } = useElementHost();
  const [loggingIn, setLoggingIn] = useState(false);
  const told = useRef(false);
  const ask = () => emit('backroom-login-required', { tag }, { cancelable: true });
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    ask();
  });
  const english = toLocale(i18n.language) === 'en';
  return (
    <div className="backroom-sign-in-required">
      <Empty title={t('shell.signInFirst')} description={t('shell.signInHint')}>
        <Button theme="solid" className="backroom-sign-in-button" onClick={() => ask() && setLoggingIn(true)}>
          {t('shell.signIn')}
        </Button>
      </Empty>
      {loggingIn && (
        <Modal visible footer={null} width={480} onCancel={() => setLoggingIn(false)} className="backroom-sign-in-dialog" title={t('shell.signIn')}>
          <Suspense fallback={<Spin />}>
            <LoginScreen path={english ? Route.enLogin : Route.login} onLoggedIn={() => setLoggingIn(false)} />
          </Suspense>
        </Modal>
      )}
    </div>
  );
}
