// <identity-switcher>: the 选择身份 dialog on its own (issue 4), for a partner page where the user already logged in.
//   <identity-switcher>        a 切换身份 button; clicking it adds `open`.
//   <identity-switcher open>   the dialog. Like <dialog open>, the element removes `open` when the dialog closes
//                              (after a switch, after 登出, or through its close button); a host may set or remove it.
// The session comes from the page's shared bus or the stored token; with no session the button shows disabled
// (title 请先登录), even under `open`, and the dialog opens once a session arrives. While no identity is current
// the dialog cannot be closed: choose one or log out.
// Events: backroom-identity-change { groupId, previousGroupId }; backroom-logout { reason: 'user' | 'expired' }.
import { useCallback } from 'react';
import { Button } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { IdentityDialog } from '../src/features/identity/index.ts';
import { useElementHost } from '../src/ui/providers/index.ts';
import { ElementSession, useElementLogout, useSessionState } from '../src/ui/session/index.ts';
import { defineElement } from './base/index.ts';
import type { CommonElementProps } from './base/index.ts';

export interface IdentitySwitcherProps {
  open: boolean;
}

function IdentitySwitcher({ open }: IdentitySwitcherProps) {
  const { t } = useTranslation();
  const { host } = useElementHost();
  const endSession = useElementLogout();
  const { token, groups, currentGroupId } = useSessionState();

  const setOpen = useCallback((next: boolean) => host.toggleAttribute('open', next), [host]);
  const hasSession = token !== null && groups.length > 0;
  const close = useCallback(() => setOpen(false), [setOpen]);
  const logout = useCallback(async () => {
    await endSession();
    setOpen(false);
  }, [endSession, setOpen]);

  return (
    <>
      {(!open || !hasSession) && (
        <Button
          className="backroom-identity-trigger"
          disabled={!hasSession}
          title={hasSession ? undefined : t('shell.signInFirst')}
          onClick={() => setOpen(true)}
        >
          {t('shell.switchIdentity')}
        </Button>
      )}
      <IdentityDialog
        open={open && hasSession}
        closable={currentGroupId !== null}
        onClose={close}
        onSwitched={close}
        onLogout={logout}
      />
    </>
  );
}

function IdentitySwitcherElement({ apiBase, country, locale, open }: CommonElementProps & IdentitySwitcherProps) {
  return (
    <ElementSession apiBase={apiBase} country={country} locale={locale}>
      <IdentitySwitcher open={open} />
    </ElementSession>
  );
}

export const identitySwitcher = defineElement<IdentitySwitcherProps>({
  tag: 'identity-switcher',
  component: IdentitySwitcherElement,
  attributes: { open: 'boolean' },
  events: ['backroom-identity-change', 'backroom-logout', 'backroom-ready'],
});
