// Another tab switched identity (the session controller hears it): once the new identity has loaded, this tab stays on
// its page when that identity may open it (the workspace is mounted again for the new group, so its data is asked
// for afresh) and otherwise goes to the identity's home; either way a toast (role alert, announced) says why.
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { afterOtherTabSwitch } from '../../core/session/index.ts';
import type { OtherTabSwitch, SessionState } from '../../core/session/index.ts';
import { useToast } from '../../ui/providers/index.ts';
import type { ShellNavigate } from '../navigation/useNavigation.ts';
import { currentFullPath } from '../navigation/useNavigation.ts';
import { resolvePage } from '../routes/resolve.ts';
import type { RouteTable } from '../routes/resolve.ts';

/** Long enough to be read; Semi keeps a toast open while the pointer is on it, and it has a close button. */
const NOTICE_SECONDS = 8;

/**
 * `table` is the route table of the session shown: it answers for the new identity once `state` is ready. True while
 * the page must not be drawn: the new identity may not open it and the shell is on its way home (the workspace would
 * otherwise open a 页面不存在 tab for it first).
 */
export function useOtherTabSwitch(state: SessionState, table: RouteTable | null, go: ShellNavigate): boolean {
  const { t } = useTranslation();
  const toast = useToast();
  const fullPath = currentFullPath(useLocation());
  const [answered, setAnswered] = useState<OtherTabSwitch | null>(state.otherTabSwitch);
  const switched = state.otherTabSwitch;
  const outcome = table && switched !== answered ? afterOtherTabSwitch(state, resolvePage(fullPath, table).kind !== 'notFound') : null;

  // Before paint, so the page the new identity may not open is never drawn.
  useLayoutEffect(() => {
    if (!outcome) return;
    setAnswered(switched);
    if (outcome.kind === 'home') {
      go(outcome.path, { replace: true });
      toast.warning({ content: t('shell.otherTabSwitchedHome', { identity: outcome.identity }), duration: NOTICE_SECONDS });
    } else {
      toast.info({ content: t('shell.otherTabSwitchedStay', { identity: outcome.identity }), duration: NOTICE_SECONDS });
    }
  }, [outcome, switched, go, toast, t]);
  return outcome?.kind === 'home';
}
