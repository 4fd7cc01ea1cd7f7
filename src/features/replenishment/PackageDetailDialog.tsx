// A replenishment package's detail (issue 13 §5): the package, its goods with the mutually exclusive ones named
// (POST item_exclusion/mp/conflict for the package's item codes), its tallies, and whether its device still has an
// unfinished replenishment (hasUnFinish: its merchant cannot change meanwhile, 40526).
import { Banner, Descriptions, Modal, Spin, Table, Typography } from '@douyinfe/semi-ui';
import { itemExclusionConflict, replHasUnFinish, replPackageDetail } from '../../core/contract/api/replenishment.ts';
import type { PackageItem, TallyRecord } from '../../core/contract/api/replenishment.ts';
import { formatDateTime, formatMoney, formatValue } from '../../core/format/index.ts';
import { useCallQuery } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ConceptLabel } from '../../ui/options/index.ts';
import { replenishmentWords } from './words.ts';

const shared = { ns: 'translation' } as const;

export function PackageDetailDialog({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useWords(replenishmentWords);
  const detail = useCallQuery(replPackageDetail, { params: { id } });
  const pkg = detail.data;
  const codes = pkg?.items.map((item) => item.itemCode) ?? [];
  const conflicts = useCallQuery(itemExclusionConflict, { body: { item_codes: codes } }, { enabled: codes.length > 0 });
  const unfinished = useCallQuery(replHasUnFinish, { query: { deviceId: pkg?.deviceId ?? 1 } }, { enabled: pkg !== undefined });
  const conflicting = new Set((conflicts.data ?? []).flatMap((conflict) => conflict.itemCodes));

  return (
    <Modal className="backroom-package-details" visible width={760} title={t('packageDetails')} footer={null} onCancel={onClose}>
      <Spin spinning={detail.isPending}>
        {pkg && (
          <>
            {unfinished.data === true && <Banner className="backroom-package-unfinished" type="info" fullMode={false} description={t('unfinished')} />}
            <Descriptions
              row
              data={[
                { key: t('packageNo'), value: pkg.packageNo },
                { key: t('shell.status', shared), value: <ConceptLabel concept="replenishmentStatus" value={pkg.status} /> },
                { key: t('shell.device', shared), value: `${pkg.deviceName}（${pkg.deviceCode}）` },
                { key: t('applicant'), value: pkg.applicant },
                { key: t('goodsValueYuan'), value: formatMoney(pkg.amount) },
                { key: t('shell.applyTime', shared), value: formatDateTime(pkg.createTime) },
                { key: t('auditor'), value: formatValue(pkg.auditorName) },
                { key: t('auditRemark'), value: formatValue(pkg.auditRemark) },
              ]}
            />
            {conflicts.data && conflicts.data.length > 0 ? (
              <Banner
                className="backroom-package-conflicts"
                type="warning"
                fullMode={false}
                title={t('conflictTitle')}
                description={conflicts.data.map((conflict) => (
                  <div key={conflict.ruleId}>
                    {t('conflictLine', {
                      rule: conflict.ruleName,
                      items: conflict.itemCodes.map((code) => pkg.items.find((item) => item.itemCode === code)?.itemName ?? code).join('、'),
                    })}
                  </div>
                ))}
              />
            ) : (
              conflicts.data && <Typography.Text className="backroom-package-no-conflict" type="tertiary">{t('noConflict')}</Typography.Text>
            )}
            <Typography.Title heading={6}>{t('goods')}</Typography.Title>
            <Table<PackageItem>
              className="backroom-package-items"
              size="small"
              pagination={false}
              rowKey="itemCode"
              dataSource={pkg.items}
              columns={[
                { title: t('itemCode'), dataIndex: 'itemCode', width: 120 },
                {
                  title: t('itemName'),
                  dataIndex: 'itemName',
                  render: (name: string, item: PackageItem) => (
                    <Typography.Text type={conflicting.has(item.itemCode) ? 'warning' : undefined}>{name}</Typography.Text>
                  ),
                },
                { title: t('quantity'), dataIndex: 'quantity', width: 90, align: 'right' },
              ]}
            />
            <Typography.Title heading={6}>{t('tallies')}</Typography.Title>
            <Table<TallyRecord>
              className="backroom-package-tallies"
              size="small"
              pagination={false}
              rowKey="id"
              dataSource={pkg.tallies}
              empty={t('noTallies')}
              columns={[
                { title: t('tallyNo'), dataIndex: 'tallyNo', width: 130 },
                { title: t('tallyOperator'), dataIndex: 'operatorName', width: 100 },
                { title: t('expectedCount'), dataIndex: 'expectedCount', width: 90, align: 'right' },
                { title: t('actualCount'), dataIndex: 'actualCount', width: 90, align: 'right' },
                { title: t('tallyTime'), dataIndex: 'createTime', render: (time: number) => formatDateTime(time) },
              ]}
            />
          </>
        )}
      </Spin>
    </Modal>
  );
}
