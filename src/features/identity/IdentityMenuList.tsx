import { Button } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../ui/providers/index.ts';
import { CategoryTag, DeptPath, IdentityFilter, UnavailableTag } from './IdentityParts.tsx';
import { identityLabel } from '../../core/validate/index.ts';
import { SwitchingOverlay } from './SwitchingOverlay.tsx';
import { unavailableReason, useIdentities } from './useIdentities.ts';
import { useSwitchIdentity } from './useSwitchIdentity.ts';
import type { OnSwitched } from './useSwitchIdentity.ts';
import './identity.css';

export interface IdentityMenuListProps {
  /** The chosen identity is loaded; `backroom-identity-change` has been emitted. */
  onSwitched: OnSwitched;
}

/**
 * The identities in the shell's user dropdown (spec §2, §4): 使用中 on the current one, 已禁用 on a disabled one
 * (clicking it answers 此身份已禁用！), 切换 on the others, a filter box only above 5 identities.
 */
export function IdentityMenuList({ onSwitched }: IdentityMenuListProps) {
  const { t } = useTranslation();
  const { rows, showFilter, filter, setFilter, currentGroupId } = useIdentities();
  const { switching, switchTo } = useSwitchIdentity(onSwitched);
  const toast = useToast();
  return (
    <div className="backroom-identity-menu" role="group" aria-label={t('shell.identities')}>
      {showFilter && <IdentityFilter value={filter} onChange={setFilter} />}
      <ul className="backroom-identity-menu-list">
        {rows.map((group) => {
          const reason = unavailableReason(group, currentGroupId);
          return (
            <li
              key={group.groupId}
              className={`backroom-identity-menu-item${reason === 'disabled' ? ' backroom-identity-row-unavailable' : ''}`}
              data-group-id={group.groupId}
              aria-disabled={reason === 'disabled' || undefined}
              onClick={reason === 'disabled' ? () => toast.warning(t('messages.identityDisabled')) : undefined}
            >
              <div className="backroom-identity-menu-text">
                <span className="backroom-identity-org-name">
                  <CategoryTag category={group.orgCategory} /> {group.orgName}
                </span>
                <DeptPath group={group} />
                <span className="backroom-identity-menu-roles">{group.roleNames}</span>
              </div>
              {reason !== null ? (
                <UnavailableTag reason={reason} />
              ) : (
                <Button
                  size="small"
                  theme="borderless"
                  type="primary"
                  disabled={switching}
                  aria-label={`${t('messages.switchTo')} ${identityLabel(group)}`}
                  onClick={() => void switchTo(group)}
                >
                  {t('messages.switchTo')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <SwitchingOverlay active={switching} />
    </div>
  );
}
