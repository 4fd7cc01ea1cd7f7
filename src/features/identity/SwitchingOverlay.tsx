import { createPortal } from 'react-dom';
import { Spin } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { useElementHost } from '../../ui/providers/index.ts';
import { useSessionState } from '../../ui/session/index.ts';

/**
 * The full-screen loading state while an identity loads (spec §4): shown for this component's own switch and
 * whenever the shared session is switching, in the element's popup layer above its dialogs. Several mounted at
 * once show as one (identity.css hides all but the first).
 */
export function SwitchingOverlay({ active }: { active: boolean }) {
  const { popupContainer } = useElementHost();
  const { status } = useSessionState();
  const { t } = useTranslation();
  if (!active && status !== 'switching') return null;
  return createPortal(
    <div className="backroom-identity-switching" role="status" aria-live="polite">
      <Spin size="large" tip={t('shell.identitySwitching')} />
    </div>,
    popupContainer,
  );
}
