// The filter slot of a paged table: the screen's fields, then 搜索 and 重置. A real <form>, so Enter searches.
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@douyinfe/semi-ui';
import { IconSearch } from '@douyinfe/semi-icons';
import { useTranslation } from 'react-i18next';

export interface FilterBarProps {
  onSearch(): void;
  onReset(): void;
  children: ReactNode;
}

export function FilterBar({ onSearch, onReset, children }: FilterBarProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form className="backroom-filter-bar" role="search" aria-label={t('shell.filters')} onSubmit={submit}>
      {children}
      <Button className="backroom-filter-search" htmlType="submit" theme="solid" type="primary" icon={<IconSearch />}>
        {t('shell.search')}
      </Button>
      <Button className="backroom-filter-reset" type="tertiary" onClick={onReset}>
        {t('shell.reset')}
      </Button>
    </form>
  );
}
