import { HIDDEN_IDENTITY_CATEGORIES, ORG_CATEGORY_TAGS } from '../contract/index.ts';
import type { Group } from '../contract/api/staff.ts';
import { langOf } from '../i18n/locale.ts';
import type { Locale } from '../i18n/locale.ts';
import { shortenDeptPath } from './dept.ts';

type IdentityFields = Pick<Group, 'orgCategory' | 'roleNames' | 'deptFullName'>;

/** Names one identity in a label or a message: its shortened department path, which starts at the organisation. */
export function identityLabel(group: Pick<Group, 'deptFullName' | 'orgName'>): string {
  return shortenDeptPath(group.deptFullName) || group.orgName;
}

/** Categories 1 and 4 never appear in the switch list (spec §2, §5). */
export function switchableIdentities<G extends IdentityFields>(groups: readonly G[]): G[] {
  return groups.filter((group) => !HIDDEN_IDENTITY_CATEGORIES.includes(group.orgCategory));
}

/**
 * spec §5 identity filter: the trimmed text matched (case-insensitively, as a substring) against the role names,
 * the shortened department path, or the organisation type name in the given locale. Empty text keeps all.
 */
export function filterIdentities<G extends IdentityFields>(groups: readonly G[], text: string, locale?: Locale): G[] {
  const visible = switchableIdentities(groups);
  const needle = (text ?? '').trim().toLowerCase();
  if (needle === '') return visible;
  const lang = langOf(locale);
  return visible.filter((group) => {
    const haystacks = [group.roleNames ?? '', shortenDeptPath(group.deptFullName), ORG_CATEGORY_TAGS[group.orgCategory]?.[lang] ?? ''];
    return haystacks.some((haystack) => haystack.toLowerCase().includes(needle));
  });
}
