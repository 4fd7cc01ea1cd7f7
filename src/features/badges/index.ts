// Background badges of spec §4 and §6: counts polled every 30 s, mapped onto the menu entries they belong on.
export { badgesByScreen, seesAnyBadge } from './badgesByScreen.ts';
export type { BadgeHolder, BadgesByScreen } from './badgesByScreen.ts';
export { BadgeRefreshContext, badgeKeys, useBadgeCounts, useMenuBadges } from './useBadgeCounts.ts';
export type { BadgeCountsOptions } from './useBadgeCounts.ts';
export { MENU_BADGE_OVERFLOW, MenuBadge } from './MenuBadge.tsx';
export type { MenuBadgeProps } from './MenuBadge.tsx';
