// The top bar's help-centre icon (spec §2): only with help:view; the shell opens /help in a new tab.
import { IconHelpCircle } from '@douyinfe/semi-icons';
import { useTranslation } from 'react-i18next';
import { seesHelpIcon } from '../../core/rules/index.ts';
import { IconAction } from '../../ui/icon-action/index.ts';
import { useSessionState } from '../../ui/session/index.ts';

export interface HelpIconButtonProps {
  /** Opens the help centre (Route.help) in a new browser tab: the shell knows its base path and routing. */
  openHelp(): void;
}

export function HelpIconButton({ openHelp }: HelpIconButtonProps) {
  const { t } = useTranslation();
  const { viewCodes } = useSessionState();
  if (!seesHelpIcon(viewCodes ?? [])) return null;
  return <IconAction className="backroom-help-button" label={t('messages.helpCentre')} icon={<IconHelpCircle />} onClick={() => openHelp()} />;
}
