// spec §8 数据获取失败, shown where the data would be, with a retry.
import { Button, Typography } from '@douyinfe/semi-ui';
import { IconRefresh } from '@douyinfe/semi-icons';
import { useTranslation } from 'react-i18next';

export function FetchFailed({ onRetry, retrying = false }: { onRetry(): void; retrying?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="backroom-dash-failed" role="alert">
      <Typography.Text type="danger">{t('messages.fetchFailed')}</Typography.Text>
      <Button className="backroom-dash-retry" icon={<IconRefresh />} loading={retrying} onClick={onRetry}>
        {t('shell.retry')}
      </Button>
    </div>
  );
}
