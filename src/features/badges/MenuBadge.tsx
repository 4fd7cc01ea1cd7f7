// The count on a sidebar entry (spec §6): a Semi Badge, nothing when nothing waits. The visible number is hidden
// from assistive technology, which reads "{count} waiting" instead.
import { Badge } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import './badges.css';

/** Counts above this show as 99+. */
export const MENU_BADGE_OVERFLOW = 99;

export interface MenuBadgeProps {
  /** What waits; 0, negative or missing renders nothing. */
  count: number | null | undefined;
  className?: string;
}

export function MenuBadge({ count, className }: MenuBadgeProps) {
  const { t } = useTranslation();
  const value = Number(count);
  if (!Number.isFinite(value) || value <= 0) return null;
  return (
    <span className={className ? `backroom-menu-badge ${className}` : 'backroom-menu-badge'} data-count={value}>
      <span aria-hidden="true">
        <Badge count={value} overflowCount={MENU_BADGE_OVERFLOW} type="danger" />
      </span>
      <span className="backroom-menu-badge-label">{t('shell.menuBadgeLabel', { count: value })}</span>
    </span>
  );
}
