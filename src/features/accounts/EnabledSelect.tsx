// A 启用/停用 filter over a 1/0 status (prepaid fee strategies).
import { Select } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';

export interface EnabledSelectProps {
  value: 0 | 1 | undefined;
  onChange(value: 0 | 1 | undefined): void;
}

export function EnabledSelect({ value, onChange }: EnabledSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      className="backroom-filter-status"
      value={value}
      placeholder={t('shell.status')}
      showClear
      optionList={[
        { value: 1, label: t('shell.enabled') },
        { value: 0, label: t('shell.disabled') },
      ]}
      onChange={(next) => onChange(next === undefined ? undefined : (Number(next) as 0 | 1))}
    />
  );
}
