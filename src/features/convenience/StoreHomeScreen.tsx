// Screen.convenienceStoreHome (spec §2 storehome, where convenience admins land): today's figures over every store
// (GET selfStore), the sub-order counts, each store with its own figures opening its detail, and the exceptions
// still to handle, handled in place.
import { Button, Card, Empty, Spin, Tag, Typography } from '@douyinfe/semi-ui';
import { STORE_ORDER, convenienceSelfStore } from '../../core/contract/api/convenience.ts';
import { Screen } from '../../core/contract/index.ts';
import { formatDateTime, formatMoney } from '../../core/format/index.ts';
import { holdsViewCode } from '../../core/rules/index.ts';
import { useCallQuery } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { useSessionState } from '../../ui/session/index.ts';
import { LoadFailed, ScreenFrame } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { storeDetailPath } from './storePaths.ts';
import { SubOrderCounts } from './SubOrderCounts.tsx';
import { SubOrderTable } from './SubOrderTable.tsx';
import { convenienceWords } from './words.ts';
import './convenience.css';

export default function StoreHomeScreen({ title, navigate }: ScreenProps) {
  const { t } = useWords(convenienceWords);
  const { status, viewCodes } = useSessionState();
  const canSeeOrders = holdsViewCode(viewCodes ?? [], STORE_ORDER);
  const query = useCallQuery(convenienceSelfStore, {}, { silent: true });
  const home = query.data;
  let content;
  if (query.isError) content = <LoadFailed error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  else if (home && home.shopCount === 0) content = <Empty title={t('shell.noData', { ns: 'translation' })} />;
  else
    content = (
      <Spin spinning={query.isPending && status === 'ready'}>
        <Card className="backroom-store-today">
          <div className="backroom-store-figures">
            <div className="backroom-store-figure" data-figure="shops">
              <Typography.Text className="backroom-store-count">{t('shopCount', { count: home?.shopCount ?? 0 })}</Typography.Text>
            </div>
            <div className="backroom-store-figure" data-figure="todayOrders">
              <Typography.Text type="tertiary">{t('todayOrders')}</Typography.Text>
              <Typography.Title heading={3}>{home?.today.todayOrders ?? 0}</Typography.Title>
            </div>
            <div className="backroom-store-figure" data-figure="todaySales">
              <Typography.Text type="tertiary">{t('todaySales')}</Typography.Text>
              <Typography.Title heading={3}>{formatMoney(home?.today.todaySales ?? 0)}</Typography.Title>
            </div>
            <div className="backroom-store-figure" data-figure="exceptions">
              <Typography.Text type="tertiary">{t('exceptions')}</Typography.Text>
              <Typography.Title heading={3} type={(home?.today.exceptions ?? 0) > 0 ? 'danger' : undefined}>{home?.today.exceptions ?? 0}</Typography.Title>
            </div>
          </div>
        </Card>
        {canSeeOrders && <SubOrderCounts />}
        <div className="backroom-store-cards">
          {(home?.shops ?? []).map((shop) => (
            <Card key={shop.id} className="backroom-store-card" data-shop-id={shop.id} shadows="hover" title={shop.name}>
              <Typography.Text type="tertiary">{t('updatedAt', { time: formatDateTime(shop.updateTime) })}</Typography.Text>
              <div className="backroom-store-card-figures">
                <span>{t('todayOrders')}：{shop.todayOrders}</span>
                <span>{t('todaySales')}：{formatMoney(shop.todaySales)}</span>
                <span>{t('awaiting')}：{shop.awaiting}</span>
              </div>
              {shop.exceptions > 0 && (
                <Tag color="red" className="backroom-store-card-exceptions">
                  {t('exceptions')}：{shop.exceptions}
                </Tag>
              )}
              <Button className="backroom-store-open" theme="borderless" type="primary" onClick={() => navigate(storeDetailPath(shop.id))}>
                {t('viewDetail')}
              </Button>
            </Card>
          ))}
        </div>
        {canSeeOrders && (
          <Card className="backroom-store-exceptions" title={t('exceptions')}>
            <SubOrderTable screen={Screen.convenienceStoreHome} />
          </Card>
        )}
      </Spin>
    );
  return (
    <ScreenFrame screen={Screen.convenienceStoreHome} title={title}>
      {content}
    </ScreenFrame>
  );
}
