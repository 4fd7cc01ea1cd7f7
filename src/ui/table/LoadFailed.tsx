// What a screen shows when its data could not be loaded (spec §8: 数据获取失败), with the reason and a retry.
import { Button, Empty } from '@douyinfe/semi-ui';
import { IconRefresh } from '@douyinfe/semi-icons';
import { useTranslation } from 'react-i18next';

export interface LoadFailedProps {
  error: Error;
  onRetry(): void;
  retrying?: boolean;
}

export function LoadFailed({ error, onRetry, retrying = false }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <div className="backroom-load-failed" role="alert">
      <Empty title={t('messages.fetchFailed')} description={error.message}>
        <Button className="backroom-load-retry" icon={<IconRefresh />} loading={retrying} onClick={onRetry}>
          {t('shell.retry')}
        </Button>
      </Empty>
    </div>
  );
}
