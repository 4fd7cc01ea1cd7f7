// The top bar (spec §2): 'current {scope}: {environment label}{last department segment}' with the full department
// path in a tooltip, the features' icons (error log, help centre, notifications) and the user dropdown.
import type { ReactNode } from 'react';
import { Tooltip } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import type { UserData } from '../../core/contract/api/staff.ts';
import { categoryWording } from '../../core/i18n/index.ts';
import type { Locale } from '../../core/i18n/index.ts';
import { lastDeptSegment } from '../../core/validate/index.ts';

export interface TopBarProps {
  staff: UserData;
  /** Before the scope: the main menu's button on a phone. */
  leading?: ReactNode;
  /** The icons the element composes in (each feature applies its own permission rule). */
  actions: ReactNode;
  userMenu: ReactNode;
}

export function TopBar({ staff, leading, actions, userMenu }: TopBarProps) {
  const { t, i18n } = useTranslation();
  const scope = categoryWording(staff.orgCategory, i18n.language as Locale).scope;
  // Mid-sentence the scope word is lower case in English ("Current level: …"); Chinese has no case.
  const current = t('shell.currentScope', { scope: scope.toLocaleLowerCase(), env: staff.envLabel ?? '', dept: lastDeptSegment(staff.deptFullName) });
  return (
    <div className="backroom-topbar">
      {leading}
      <Tooltip content={staff.deptFullName} position="bottomLeft">
        <span className="backroom-current-scope" tabIndex={0}>
          {current}
        </span>
      </Tooltip>
      <div className="backroom-topbar-actions">
        {actions}
        {userMenu}
      </div>
    </div>
  );
}
