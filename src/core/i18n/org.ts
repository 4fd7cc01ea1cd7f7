import { ORG_CATEGORY_TAGS, OrgCategory } from '../contract/index.ts';
import type { CodeMessage } from '../contract/index.ts';
import { textOf } from './locale.ts';
import type { Locale } from './locale.ts';

/** spec §1: the tag name (平台方 品牌商 运营商 生产商 供应商) and Semi Tag colour of a category; unknown → null. */
export function orgCategoryTag(
  category: number | null | undefined,
  locale?: Locale,
): { name: string; color: string } | null {
  const tag = category === null || category === undefined ? undefined : ORG_CATEGORY_TAGS[category as OrgCategory];
  return tag ? { name: textOf(tag, locale), color: tag.color } : null;
}

/** i18n key: `wording.<name>`. */
export const WORDING_TEXTS = {
  level: { zh: '层级', en: 'Level' },
  organisation: { zh: '组织', en: 'Organisation' },
  department: { zh: '部门', en: 'Department' },
  operator: { zh: '运营商', en: 'Operator' },
} as const satisfies Record<string, CodeMessage>;

export type WordingKey = keyof typeof WORDING_TEXTS;

export interface CategoryWording {
  /** Top bar 'current {scope}' and the label of the organisation-tree filter. */
  scope: string;
  /** Label of the department filter. */
  department: string;
  /** Label of the operator filter. */
  operator: string;
}

/**
 * spec §1: wording follows the organisation category. Operators (3) organise their own network in levels,
 * so every one of these words is 层级 for them; everyone else (1, 2, 4, 5, and no category yet) sees
 * 组织 / 部门 / 运营商.
 *
 *   category   scope   department   operator
 *   3          层级     层级          层级
 *   other      组织     部门          运营商
 */
const WORDING_BY_CATEGORY: Readonly<Record<'operator' | 'other', Record<keyof CategoryWording, WordingKey>>> = {
  operator: { scope: 'level', department: 'level', operator: 'level' },
  other: { scope: 'organisation', department: 'department', operator: 'operator' },
};

export function categoryWording(category: number | null | undefined, locale?: Locale): CategoryWording {
  const keys = WORDING_BY_CATEGORY[category === OrgCategory.OPERATOR ? 'operator' : 'other'];
  return {
    scope: textOf(WORDING_TEXTS[keys.scope], locale),
    department: textOf(WORDING_TEXTS[keys.department], locale),
    operator: textOf(WORDING_TEXTS[keys.operator], locale),
  };
}
