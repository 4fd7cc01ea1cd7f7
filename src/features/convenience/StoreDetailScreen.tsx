// Screen.convenienceStoreDetail (spec §2 singlestoreDetail): the store named by `?id=`, where store managers land on
// their most recently updated store.
import { Card, Descriptions, Empty, Spin } from '@douyinfe/semi-ui';
import { Screen } from '../../core/contract/index.ts';
import { formatDateTime, formatValue } from '../../core/format/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { useSessionState } from '../../ui/session/index.ts';
import { LoadFailed, ScreenFrame, queryId } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { useShop } from './useShop.ts';
import { convenienceWords } from './words.ts';

export default function StoreDetailScreen({ path, title }: ScreenProps) {
  const { t } = useWords(convenienceWords);
  const { status } = useSessionState();
  const id = queryId(path);
  const { query, notFound } = useShop(id);
  const shop = query.data;
  let content;
  if (id === null) content = <Empty className="backroom-store-missing" title={t('chooseShop')} />;
  else if (notFound) content = <Empty className="backroom-store-missing" title={t('shopNotFound')} />;
  else if (query.isError) content = <LoadFailed error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  else
    content = (
      <Spin spinning={query.isPending && status === 'ready'}>
        <Card className="backroom-store-detail" title={shop?.name}>
          <Descriptions
            data={[
              { key: t('shopId'), value: shop?.id ?? id },
              { key: t('shopName'), value: formatValue(shop?.name) },
              { key: t('shell.updateTime', { ns: 'translation' }), value: formatDateTime(shop?.updateTime) },
            ]}
          />
        </Card>
      </Spin>
    );
  return (
    <ScreenFrame screen={Screen.convenienceStoreDetail} title={title}>
      {content}
    </ScreenFrame>
  );
}
