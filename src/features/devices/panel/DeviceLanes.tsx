// The goods of a device: the lanes at or below their warning level (inventoryWarn), and every layer with its lanes.
import { Empty, Table, Typography } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { vendingMachineGoodsLayers, vendingMachineInventoryWarn } from '../../../core/contract/api/devices.ts';
import type { GoodsLane } from '../../../core/contract/api/devices.ts';
import { formatMoney, formatValue } from '../../../core/format/index.ts';
import { useCallQuery } from '../../../ui/data/index.ts';
import { useWords } from '../../../ui/i18n/index.ts';
import { deviceWords } from '../words.ts';

function useLaneColumns() {
  const { t } = useWords(deviceWords);
  return [
    { title: t('layer'), dataIndex: 'layer', width: 70 },
    { title: t('lane'), dataIndex: 'lane', width: 70 },
    { title: t('goodsName'), dataIndex: 'goodsName', render: (value: string | null) => formatValue(value) },
    { title: t('price'), dataIndex: 'priceCents', align: 'right' as const, render: (value: number | null) => formatMoney(value) },
    {
      title: t('stock'),
      dataIndex: 'stock',
      align: 'right' as const,
      render: (stock: number, lane: GoodsLane) => <Typography.Text type={stock <= lane.warnLevel ? 'danger' : undefined}>{stock}</Typography.Text>,
    },
    { title: t('capacity'), dataIndex: 'capacity', align: 'right' as const },
    { title: t('warnLevel'), dataIndex: 'warnLevel', align: 'right' as const },
  ];
}

const laneKey = (lane?: GoodsLane) => (lane ? `${lane.layer}-${lane.lane}` : '');

export function InventoryWarnings({ deviceId }: { deviceId: number }) {
  const { t } = useWords(deviceWords);
  const columns = useLaneColumns();
  const query = useCallQuery(vendingMachineInventoryWarn, { params: { id: deviceId } });
  return (
    <Table
      className="backroom-device-inventory"
      size="small"
      columns={columns}
      dataSource={query.data ?? []}
      rowKey={laneKey}
      loading={query.isLoading}
      pagination={false}
      empty={<Empty description={t('noWarnings')} />}
    />
  );
}

export function GoodsLayers({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation();
  const columns = useLaneColumns();
  const query = useCallQuery(vendingMachineGoodsLayers, { query: { vmId: deviceId } });
  const lanes = (query.data ?? []).flatMap((layer) => layer.lanes);
  return (
    <Table
      className="backroom-device-layers"
      size="small"
      columns={columns}
      dataSource={lanes}
      rowKey={laneKey}
      loading={query.isLoading}
      pagination={false}
      empty={t('shell.noData')}
    />
  );
}
