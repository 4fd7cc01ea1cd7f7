// The top bar's message icon (spec §2): hidden for the platform (category 1); goes to /common/inform; a dot while
// notifications wait.
import { IconMail } from '@douyinfe/semi-icons';
import { Route } from '../../core/contract/index.ts';
import { seesMessageIcon } from '../../core/rules/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { IconAction } from '../../ui/icon-action/index.ts';
import { useSessionState } from '../../ui/session/index.ts';
import { useUnhandledCount } from './queries.ts';
import { informWords } from './words.ts';

export interface MessageIconButtonProps {
  /** The shell's navigation; called with Route.inform. */
  navigate(path: string): void;
}

export function MessageIconButton({ navigate }: MessageIconButtonProps) {
  const { t } = useWords(informWords);
  const { staff } = useSessionState();
  const visible = staff !== null && seesMessageIcon(staff);
  const unhandled = useUnhandledCount(visible);
  if (!visible) return null;
  return (
    <IconAction
      className="backroom-message-button"
      label={t('messages.notifications', { ns: 'translation' })}
      icon={<IconMail />}
      dot={unhandled > 0}
      dotLabel={t('unhandledCount', { count: unhandled })}
      onClick={() => navigate(Route.inform)}
    />
  );
}
