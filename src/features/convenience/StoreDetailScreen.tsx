// Screen.convenienceStoreDetail (spec §2 singlestoreDetail): the store named by `?id=`, where store managers land on
// their most recently updated store: its information, its sub-order counts and its sub-orders with filters, where
// an exception is handled.
import { Button, Card, Descriptions, Empty, Spin } from '@douyinfe/semi-ui';
import { STORE_ORDER } from '../../core/contract/api/convenience.ts';
import { Route, Screen } from '../../core/contract/index.ts';
import { formatDateTime, formatValue } from '../../core/format/index.ts';
import { holdsViewCode } from '../../core/rules/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { useSessionState } from '../../ui/session/index.ts';
import { LoadFailed, ScreenFrame, queryId } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { SubOrderCounts } from './SubOrderCounts.tsx';
import { SubOrderTable } from './SubOrderTable.tsx';
import { useShop } from './useShop.ts';
import { convenienceWords } from './words.ts';
import './convenience.css';

export default function StoreDetailScreen({ path, title, navigate }: ScreenProps) {
  const { t } = useWords(convenienceWords);
  const { status, viewCodes } = useSessionState();
  const canSeeOrders = holdsViewCode(viewCodes ?? [], STORE_ORDER);
  const id = queryId(path);
  const { query, notFound } = useShop(id);
  const shop = query.data;
  let content;
  if (id === null) content = <Empty className="backroom-store-missing" title={t('chooseShop')} />;
  else if (notFound) content = <Empty className="backroom-store-missing" title={t('shopNotFound')} />;
  else if (query.isError) content = <LoadFailed error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  else
    content = (
      <>
        <Spin spinning={query.isPending && status === 'ready'}>
          <Card className="backroom-store-detail" title={shop?.name}>
            <Descriptions
              row
              size="small"
              data={[
                { key: t('shopId'), value: shop?.id ?? id },
                { key: t('shopName'), value: formatValue(shop?.name) },
                { key: t('address'), value: formatValue(shop?.address) },
                { key: t('openHours'), value: formatValue(shop?.openHours) },
                { key: t('contactPhone'), value: formatValue(shop?.contactPhone) },
                { key: t('department'), value: formatValue(shop?.deptName) },
                { key: t('goodsCount'), value: formatValue(shop?.goodsCount) },
                { key: t('shell.updateTime', { ns: 'translation' }), value: formatDateTime(shop?.updateTime) },
              ]}
            />
          </Card>
        </Spin>
        {canSeeOrders && shop && (
          <>
            <SubOrderCounts shopId={shop.id} />
            <Card className="backroom-store-suborders" title={t('subOrders')}>
              <SubOrderTable screen={Screen.convenienceStoreDetail} shopId={shop.id} />
            </Card>
          </>
        )}
      </>
    );
  const back = (
    <Button className="backroom-store-back" theme="borderless" onClick={() => navigate(Route.convenienceStoreHome)}>
      {t('backToHome')}
    </Button>
  );
  return (
    <ScreenFrame screen={Screen.convenienceStoreDetail} title={title} extra={back}>
      {content}
    </ScreenFrame>
  );
}
