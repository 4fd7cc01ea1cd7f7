// Screen.convenienceStores: the convenience stores of the identity's scope, most recently updated first, each
// opening its detail.
import { Button } from '@douyinfe/semi-ui';
import { convenienceShopPage } from '../../core/contract/api/convenience.ts';
import { Screen } from '../../core/contract/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ListTable } from '../../ui/list/index.ts';
import type { ListSpec } from '../../ui/list/index.ts';
import { ScreenFrame } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { storeDetailPath } from './storePaths.ts';
import { convenienceWords } from './words.ts';

export default function StoreListScreen({ title, navigate }: ScreenProps) {
  const { t } = useWords(convenienceWords);
  const spec: ListSpec<typeof convenienceShopPage> = {
    screen: Screen.convenienceStores,
    endpoint: convenienceShopPage,
    className: 'backroom-store-table',
    columns: [
      { key: 'id', title: t('shopId'), width: 110 },
      { key: 'name', title: t('shopName') },
      { key: 'updateTime', title: t('shell.updateTime', { ns: 'translation' }), width: 180, value: 'dateTime' },
    ],
    actionsWidth: 120,
    rowActions: (shop) => (
      <Button className="backroom-store-open" theme="borderless" type="primary" onClick={() => navigate(storeDetailPath(shop.id))}>
        {t('viewDetail')}
      </Button>
    ),
  };
  return (
    <ScreenFrame screen={spec.screen} title={title}>
      <ListTable spec={spec} />
    </ScreenFrame>
  );
}
