// Page-number pagination (spec §2) with the page sizes of spec §9, 7 page entries wide, 5 on narrow screens.
// Semi's own Pagination always shows 7, hence this small one on Semi buttons.
import { Button, Select } from '@douyinfe/semi-ui';
import { IconChevronLeft, IconChevronRight, IconMore } from '@douyinfe/semi-icons';
import { useTranslation } from 'react-i18next';
import { PAGER_WIDTH, PAGER_WIDTH_NARROW } from '../../core/contract/index.ts';
import { pageCountOf, pagerItems } from './pager.ts';
import { useNarrowScreen } from '../screen/index.ts';

export interface PagerProps {
  page: number;
  limit: number;
  total: number;
  pageSizes: readonly number[];
  disabled?: boolean;
  onPageChange(page: number): void;
  onLimitChange(limit: number): void;
}

export function Pager({ page, limit, total, pageSizes, disabled = false, onPageChange, onLimitChange }: PagerProps) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const pageCount = pageCountOf(total, limit);
  const items = pagerItems(page, pageCount, narrow ? PAGER_WIDTH_NARROW : PAGER_WIDTH);
  return (
    <nav className="backroom-pager" aria-label={t('shell.pager')} data-narrow={String(narrow)}>
      <span className="backroom-pager-total">{t('shell.pagerTotal', { total })}</span>
      <Button
        className="backroom-pager-previous"
        theme="borderless"
        type="tertiary"
        icon={<IconChevronLeft />}
        aria-label={t('shell.pagerPrevious')}
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      />
      {items.map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            className="backroom-pager-page"
            theme={item === page ? 'light' : 'borderless'}
            type={item === page ? 'primary' : 'tertiary'}
            aria-label={t('shell.pagerPage', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            disabled={disabled}
            onClick={() => item !== page && onPageChange(item)}
          >
            {item}
          </Button>
        ) : (
          <span key={item} className="backroom-pager-gap" aria-hidden="true">
            <IconMore />
          </span>
        ),
      )}
      <Button
        className="backroom-pager-next"
        theme="borderless"
        type="tertiary"
        icon={<IconChevronRight />}
        aria-label={t('shell.pagerNext')}
        disabled={disabled || page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      />
      <Select
        className="backroom-pager-size"
        aria-label={t('shell.pagerPageSize')}
        value={limit}
        disabled={disabled}
        optionList={pageSizes.map((size) => ({ value: size, label: t('shell.pagerPageSizeOption', { size }) }))}
        onChange={(size) => onLimitChange(Number(size))}
      />
    </nav>
  );
}
