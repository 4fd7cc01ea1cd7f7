// <identity-switcher>'s component (loaded on first render; elements/identity-switcher.tsx declares the element).
import { useCallback } from 'react';
import { Button } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { IdentityDialog } from '../../src/features/identity/index.ts';
import { useElementHost } from '../../src/ui/providers/index.ts';
import { ElementSession, useElementLogout, useSessionState } from '../../src/ui/session/index.ts';
import type { CommonElementProps } from '../base/index.ts';
import type { IdentitySwitcherProps } from '../identity-switcher.tsx';

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

export function IdentitySwitcherElement({ apiBase, country, locale, open }: CommonElementProps & IdentitySwitcherProps) {
  return (
    <ElementSession apiBase={apiBase} country={country} locale={locale}>
      <IdentitySwitcher open={open} />
    </ElementSession>
  );
}
