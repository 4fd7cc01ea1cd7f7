import { Input, Tag } from '@douyinfe/semi-ui';
import { IconSearch } from '@douyinfe/semi-icons';
import type { TagColor } from '@douyinfe/semi-ui/lib/es/tag/interface';
import { useTranslation } from 'react-i18next';
import type { Group } from '../../core/contract/api/staff.ts';
import { orgCategoryTag } from '../../core/i18n/index.ts';
import type { Locale } from '../../core/i18n/index.ts';
import { shortenDeptPath } from '../../core/validate/index.ts';
import type { Unavailable } from './useIdentities.ts';

/** The organisation type as its spec §1 tag: name and colour per category. */
export function CategoryTag({ category }: { category: Group['orgCategory'] }) {
  const { i18n } = useTranslation();
  const tag = orgCategoryTag(category, i18n.language as Locale);
  if (!tag) return null;
  return (
    <Tag className="backroom-identity-category" color={tag.color as TagColor} size="small">
      {tag.name}
    </Tag>
  );
}

/** The shortened department path (spec §5), the full one on hover. */
export function DeptPath({ group }: { group: Group }) {
  return (
    <span className="backroom-identity-dept" title={group.deptFullName}>
      {shortenDeptPath(group.deptFullName)}
    </span>
  );
}

export function RoleTags({ roleNames }: { roleNames: string }) {
  const roles = roleNames.split(',').map((role) => role.trim()).filter(Boolean);
  return (
    <span className="backroom-identity-roles">
      {roles.map((role) => (
        <Tag key={role} size="small" color="white">
          {role}
        </Tag>
      ))}
    </span>
  );
}

/** Says why a row cannot be chosen: 使用中 or 已禁用. */
export function UnavailableTag({ reason }: { reason: Unavailable }) {
  const { t } = useTranslation();
  if (reason === 'current') return <Tag className="backroom-identity-reason" color="green" size="small">{t('messages.inUse')}</Tag>;
  if (reason === 'disabled') return <Tag className="backroom-identity-reason" color="grey" size="small">{t('shell.identityDisabledTag')}</Tag>;
  return null;
}

/** The identity filter box (spec §5: role names, shortened department path, organisation type name). */
export function IdentityFilter({ value, onChange }: { value: string; onChange(text: string): void }) {
  const { t } = useTranslation();
  return (
    <Input
      className="backroom-identity-filter"
      value={value}
      onChange={onChange}
      prefix={<IconSearch />}
      showClear
      placeholder={t('shell.identityFilter')}
      aria-label={t('shell.identityFilter')}
    />
  );
}
