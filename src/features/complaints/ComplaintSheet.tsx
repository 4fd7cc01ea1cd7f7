// The detail of one complaint in a side sheet: the complaint (reason from spec §3's list, phone masked under
// phoneHide by the server and again here), its order, its handlings and its images or files.
import { Descriptions, Empty, Image, SideSheet, Spin, Timeline, Typography } from '@douyinfe/semi-ui';
import type { ComplaintDetail } from '../../core/contract/api/complaints.ts';
import { formatDateTime, formatMoney, formatValue } from '../../core/format/index.ts';
import { maskPhone } from '../../core/rules/index.ts';
import { fileUrl, useCallQuery } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ConceptLabel } from '../../ui/options/index.ts';
import { useHttp, useSessionState } from '../../ui/session/index.ts';
import { COMPLAINT_CALLS } from './useComplaintActions.ts';
import type { ComplaintCalls } from './useComplaintActions.ts';
import { complaintWords } from './words.ts';

const ACTION_WORD = { refund: 'actionRefund', reject: 'actionReject', explain: 'actionExplain' } as const;
const shared = { ns: 'translation' } as const;

export interface ComplaintSheetProps {
  id: number;
  kind: ComplaintCalls;
  onClose(): void;
}

export function ComplaintSheet({ id, kind, onClose }: ComplaintSheetProps) {
  const { t } = useWords(complaintWords);
  const { data, isLoading, isError } = useCallQuery(COMPLAINT_CALLS[kind].detail, { params: { id } });
  return (
    <SideSheet className="backroom-complaint-sheet" visible width={560} title={data ? t('complaintDetail', { complaintNo: data.complaintNo }) : t('detail')} onCancel={onClose}>
      {isLoading && <Spin />}
      {isError && <Empty description={t('loadFailed')} />}
      {data && <ComplaintBody complaint={data} />}
    </SideSheet>
  );
}

function ComplaintBody({ complaint }: { complaint: ComplaintDetail }) {
  const { t } = useWords(complaintWords);
  const phoneHide = useSessionState().staff?.phoneHide ?? false;
  const http = useHttp();
  const { order } = complaint;
  return (
    <div className="backroom-complaint-detail">
      <Descriptions
        data={[
          { key: t('complaintNo'), value: complaint.complaintNo },
          { key: t('shell.payChannel', shared), value: <ConceptLabel concept="payChannel" value={complaint.channel} /> },
          { key: t('shell.status', shared), value: <span className="backroom-complaint-status"><ConceptLabel concept="complaintStatus" value={complaint.status} /></span> },
          { key: t('reason'), value: <span className="backroom-complaint-reason">{complaint.reasonName}</span> },
          { key: t('content'), value: complaint.content },
          { key: t('disputedYuan'), value: formatMoney(complaint.amount) },
          { key: t('customerPhone'), value: <span className="backroom-complaint-phone">{maskPhone(complaint.customerPhone, phoneHide)}</span> },
          { key: t('shell.identityDepartment', shared), value: complaint.deptName },
          { key: t('complaintTime'), value: formatDateTime(complaint.createTime) },
          { key: t('handledTime'), value: formatDateTime(complaint.handledTime) },
        ]}
      />
      <Typography.Title heading={6}>{t('order')}</Typography.Title>
      {order ? (
        <Descriptions
          className="backroom-complaint-order"
          data={[
            { key: t('shell.orderNo', shared), value: order.orderNo },
            { key: t('shell.device', shared), value: `${order.deviceName} (${order.deviceCode})` },
            { key: t('goods'), value: formatValue(order.goodsName) },
            { key: t('shell.amountYuan', shared), value: formatMoney(order.amount) },
            { key: t('refundYuan'), value: formatMoney(order.refundAmount) },
            { key: t('orderStatus'), value: <ConceptLabel concept="orderStatus" value={order.status} /> },
            // The order's own time, not the complaint's.
            { key: t('orderTime'), value: formatDateTime(order.createTime) },
          ]}
        />
      ) : (
        <Typography.Text type="tertiary">{t('noOrder')}</Typography.Text>
      )}
      <Typography.Title heading={6}>{t('handlings')}</Typography.Title>
      {complaint.handlings.length ? (
        <Timeline className="backroom-complaint-handlings">
          {complaint.handlings.map((handling) => (
            <Timeline.Item key={handling.handledTime} time={formatDateTime(handling.handledTime)}>
              {t(ACTION_WORD[handling.action])}
              {handling.refundAmount !== null && ` ${formatMoney(handling.refundAmount)}`}：{handling.note}（{t('handler')} {handling.handlerName}）
            </Timeline.Item>
          ))}
        </Timeline>
      ) : (
        <Typography.Text type="tertiary">{t('noHandlings')}</Typography.Text>
      )}
      <Typography.Title heading={6}>{t(complaint.kind === 2 ? 'files' : 'images')}</Typography.Title>
      {complaint.files.length ? (
        <div className="backroom-complaint-files">
          {complaint.files.map((file) =>
            file.contentType.startsWith('image/') ? (
              <Image key={file.id} src={fileUrl(http, file.url)} alt={file.name} width={88} height={88} />
            ) : (
              <Typography.Text key={file.id} link={{ href: fileUrl(http, file.url), target: '_blank' }}>
                {file.name}
              </Typography.Text>
            ),
          )}
        </div>
      ) : (
        <Typography.Text type="tertiary">{t('noFiles')}</Typography.Text>
      )}
    </div>
  );
}
