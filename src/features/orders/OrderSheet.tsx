// The detail of one order in a side sheet: the order, its goods and device, and what was done to it.
import { Descriptions, Empty, SideSheet, Spin, Timeline, Typography } from '@douyinfe/semi-ui';
import { orderDetail } from '../../core/contract/api/orders.ts';
import { formatDateTime, formatMoney, formatValue } from '../../core/format/index.ts';
import { useCallQuery } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ConceptLabel } from '../../ui/options/index.ts';
import { PAINT_MARK } from '../../ui/screen/index.ts';
import { orderWords } from './words.ts';

export const ACTION_WORD = { refund: 'actionRefund', charge: 'actionCharge', close: 'actionClose' } as const;
const shared = { ns: 'translation' } as const;

export function OrderSheet({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useWords(orderWords);
  const { data: order, isLoading, isError } = useCallQuery(orderDetail, { params: { id } });
  return (
    <SideSheet className="backroom-order-sheet" visible width={520} title={order ? t('orderDetail', { orderNo: order.orderNo }) : t('detail')} onCancel={onClose}>
      {isLoading && <Spin />}
      {isError && <Empty description={t('loadFailed')} />}
      {order && (
        <div className="backroom-order-detail">
          <Descriptions
            data={[
              { key: t('shell.orderNo', shared), value: <span elementtiming={PAINT_MARK.detail}>{order.orderNo}</span> },
              { key: t('shell.status', shared), value: <span className="backroom-order-status"><ConceptLabel concept="orderStatus" value={order.status} /></span> },
              { key: t('shell.amountYuan', shared), value: formatMoney(order.amount) },
              { key: t('refundYuan'), value: formatMoney(order.refundAmount) },
              { key: t('shell.payChannel', shared), value: <ConceptLabel concept="payChannel" value={order.payChannel} /> },
              { key: t('goods'), value: formatValue(order.goodsName) },
              { key: t('shell.device', shared), value: `${order.deviceName} (${order.deviceCode})` },
              { key: t('abnormalReason'), value: formatValue(order.abnormalReason) },
              { key: t('shell.identityDepartment', shared), value: order.deptName },
              { key: t('orderTime'), value: formatDateTime(order.createTime) },
            ]}
          />
          <Typography.Title heading={6}>{t('handlings')}</Typography.Title>
          {order.handlings.length ? (
            <Timeline className="backroom-order-handlings">
              {order.handlings.map((handling) => (
                <Timeline.Item key={handling.handledTime} time={formatDateTime(handling.handledTime)}>
                  {t(ACTION_WORD[handling.action])}
                  {handling.amount !== null && ` ${formatMoney(handling.amount)}`}：{handling.note}（{t('handler')} {handling.handlerName}）
                </Timeline.Item>
              ))}
            </Timeline>
          ) : (
            <Typography.Text type="tertiary">{t('noHandlings')}</Typography.Text>
          )}
        </div>
      )}
    </SideSheet>
  );
}
