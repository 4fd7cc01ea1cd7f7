// Screen.convenienceStores: the convenience stores of the identity's scope, most recently updated first, each
// opening its detail.
import { Button } from '@douyinfe/semi-ui';
import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';
import { useTranslation } from 'react-i18next';
import { ApiPath, Screen } from '../../core/contract/index.ts';
import type { ConvenienceShop } from '../../core/contract/index.ts';
import { formatDateTime } from '../../core/format/index.ts';
import { PagedTable, ScreenFrame, usePagedQuery } from '../../ui/table/index.ts';
import type { AreaScreenProps } from '../../ui/table/index.ts';
import { storeDetailPath } from './storePaths.ts';

export default function StoreListScreen({ title, navigate }: AreaScreenProps) {
  const { t } = useTranslation();
  const paged = usePagedQuery<ConvenienceShop>(ApiPath.convenienceShopPage);
  const columns: ColumnProps<ConvenienceShop>[] = [
    { title: t('shell.shopId'), dataIndex: 'id', width: 110 },
    { title: t('shell.shopName'), dataIndex: 'name' },
    { title: t('shell.updateTime'), dataIndex: 'updateTime', width: 180, render: (time: number) => formatDateTime(time) },
    {
      title: t('shell.actions'),
      key: 'actions',
      width: 120,
      render: (_: unknown, shop: ConvenienceShop) => (
        <Button className="backroom-store-open" theme="borderless" type="primary" onClick={() => navigate(storeDetailPath(shop.id))}>
          {t('shell.viewDetail')}
        </Button>
      ),
    },
  ];
  return (
    <ScreenFrame screen={Screen.convenienceStores} title={title}>
      <PagedTable className="backroom-store-table" paged={paged} columns={columns} />
    </ScreenFrame>
  );
}
