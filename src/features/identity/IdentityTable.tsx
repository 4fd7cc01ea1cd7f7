import { Radio, Spin } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import type { Group } from '../../core/contract/api/staff.ts';
import { formatDateTime } from '../../core/format/index.ts';
import { CategoryTag, DeptPath, RoleTags, UnavailableTag } from './IdentityParts.tsx';
import { identityLabel } from '../../core/validate/index.ts';
import { unavailableReason } from './useIdentities.ts';
import type { Unavailable } from './useIdentities.ts';

interface IdentityTableProps {
  rows: Group[];
  currentGroupId: number | null;
  selected: number | null;
  onSelect(groupId: number): void;
  /** A row that cannot be chosen was clicked: the dialog says why (此身份已禁用！). */
  onUnavailable(reason: Unavailable): void;
  loading: boolean;
}

/**
 * The 选择身份 table (spec §2): radio selection; organisation, merchant type, roles, last login time. A plain
 * table styled with Semi's tokens rather than Semi's Table, whose pagination, filters, virtual lists and resizable
 * columns (none of which a handful of identities needs) would take identity-switcher over its size budget.
 */
export function IdentityTable({ rows, currentGroupId, selected, onSelect, onUnavailable, loading }: IdentityTableProps) {
  const { t } = useTranslation();
  return (
    <div className="backroom-identity-table">
      <table>
        <thead>
          <tr>
            <th className="backroom-identity-pick" aria-label={t('shell.identityChoose')} />
            <th>{t('shell.columnOrganisation')}</th>
            <th>{t('shell.columnMerchantType')}</th>
            <th>{t('shell.columnRoles')}</th>
            <th>{t('shell.columnLastLogin')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((group) => {
            const reason = unavailableReason(group, currentGroupId);
            const checked = group.groupId === selected;
            const pick = () => (reason ? onUnavailable(reason) : onSelect(group.groupId));
            return (
              <tr
                key={group.groupId}
                data-group-id={group.groupId}
                aria-disabled={reason ? true : undefined}
                data-selected={checked || undefined}
                className={reason ? 'backroom-identity-row-unavailable' : undefined}
                onClick={pick}
              >
                <td className="backroom-identity-pick">
                  <Radio
                    checked={checked}
                    disabled={reason !== null}
                    aria-label={`${t('shell.identityChoose')}: ${identityLabel(group)}`}
                    onChange={pick}
                  />
                </td>
                <td>
                  <div className="backroom-identity-org">
                    <span className="backroom-identity-org-name">{group.orgName}</span>
                    <UnavailableTag reason={reason} />
                    <DeptPath group={group} />
                  </div>
                </td>
                <td>
                  <CategoryTag category={group.orgCategory} />
                </td>
                <td>
                  <RoleTags roleNames={group.roleNames} />
                </td>
                <td className="backroom-identity-time">{formatDateTime(group.lastLoginTimestamp)}</td>
              </tr>
            );
          })}
          {rows.length === 0 && (
            <tr>
              <td colSpan={5} className="backroom-identity-empty">
                {loading ? <Spin /> : t('shell.identityNoneSwitchable')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
