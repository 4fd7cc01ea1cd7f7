// A tally record's detail (issue 13 §5): the count, and the package it counted with that package's goods.
import { Descriptions, Modal, Spin, Table, Typography } from '@douyinfe/semi-ui';
import { replTallyDetail } from '../../core/contract/api/replenishment.ts';
import type { PackageItem } from '../../core/contract/api/replenishment.ts';
import { formatDateTime } from '../../core/format/index.ts';
import { useCallQuery } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { replenishmentWords } from './words.ts';

const shared = { ns: 'translation' } as const;

export function TallyDetailDialog({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useWords(replenishmentWords);
  const query = useCallQuery(replTallyDetail, { params: { id } });
  const tally = query.data;
  return (
    <Modal className="backroom-tally-details" visible width={680} title={t('tallyDetails')} footer={null} onCancel={onClose}>
      <Spin spinning={query.isPending}>
        {tally && (
          <>
            <Descriptions
              row
              data={[
                { key: t('tallyNo'), value: tally.tallyNo },
                { key: t('countedPackage'), value: tally.package?.packageNo ?? t('routineCount') },
                { key: t('shell.device', shared), value: `${tally.deviceName}（${tally.deviceCode}）` },
                { key: t('tallyOperator'), value: tally.operatorName },
                { key: t('expectedCount'), value: tally.expectedCount },
                { key: t('actualCount'), value: tally.actualCount },
                { key: t('countDifference'), value: tally.difference },
                { key: t('tallyTime'), value: formatDateTime(tally.createTime) },
              ]}
            />
            {tally.items.length > 0 && (
              <>
                <Typography.Title heading={6}>{t('goods')}</Typography.Title>
                <Table<PackageItem>
                  className="backroom-tally-items"
                  size="small"
                  pagination={false}
                  rowKey="itemCode"
                  dataSource={tally.items}
                  columns={[
                    { title: t('itemCode'), dataIndex: 'itemCode', width: 120 },
                    { title: t('itemName'), dataIndex: 'itemName' },
                    { title: t('quantity'), dataIndex: 'quantity', width: 90, align: 'right' },
                  ]}
                />
              </>
            )}
          </>
        )}
      </Spin>
    </Modal>
  );
}
