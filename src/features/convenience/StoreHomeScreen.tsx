// Screen.convenienceStoreHome (spec §2 storehome, where convenience admins land): how many stores there are and each
// of them, most recently updated first (spec §9: the shop list is fetched with limit 99999), opening its detail.
import { Button, Card, Empty, Spin, Typography } from '@douyinfe/semi-ui';
import { useQuery } from '@tanstack/react-query';
import { convenienceShopPage } from '../../core/contract/api/convenience.ts';
import type { ConvenienceShop } from '../../core/contract/api/convenience.ts';
import { CONVENIENCE_SHOP_LIMIT, Screen, readPaged } from '../../core/contract/index.ts';
import { formatDateTime } from '../../core/format/index.ts';
import { callApi } from '../../core/http/index.ts';
import { callKey } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { useHttp, useSessionState } from '../../ui/session/index.ts';
import { LoadFailed, ScreenFrame } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { storeDetailPath } from './storePaths.ts';
import { convenienceWords } from './words.ts';
import './convenience.css';

function useAllShops() {
  const http = useHttp();
  const { currentGroupId, status } = useSessionState();
  return useQuery({
    queryKey: [...callKey(currentGroupId, convenienceShopPage), 'all'],
    queryFn: async ({ signal }) =>
      readPaged<ConvenienceShop>(await callApi(http, convenienceShopPage, { query: { page: 1, limit: CONVENIENCE_SHOP_LIMIT } }, { signal })),
    enabled: status === 'ready',
    retry: false,
  });
}

export default function StoreHomeScreen({ title, navigate }: ScreenProps) {
  const { t } = useWords(convenienceWords);
  const { status } = useSessionState();
  const query = useAllShops();
  const shops = query.data?.rows ?? [];
  let content;
  if (query.isError) content = <LoadFailed error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  else if (query.isSuccess && shops.length === 0) content = <Empty title={t('shell.noData', { ns: 'translation' })} />;
  else
    content = (
      <Spin spinning={query.isPending && status === 'ready'}>
        <Typography.Text className="backroom-store-count">{t('shopCount', { count: query.data?.total ?? 0 })}</Typography.Text>
        <div className="backroom-store-cards">
          {shops.map((shop) => (
            <Card key={shop.id} className="backroom-store-card" data-shop-id={shop.id} shadows="hover" title={shop.name}>
              <Typography.Text type="tertiary">{t('updatedAt', { time: formatDateTime(shop.updateTime) })}</Typography.Text>
              <Button className="backroom-store-open" theme="borderless" type="primary" onClick={() => navigate(storeDetailPath(shop.id))}>
                {t('viewDetail')}
              </Button>
            </Card>
          ))}
        </div>
      </Spin>
    );
  return (
    <ScreenFrame screen={Screen.convenienceStoreHome} title={title}>
      {content}
    </ScreenFrame>
  );
}
