// The detail of one merchant application in a side sheet: the merchant, its certificate and legal person (phones
// masked under phoneHide), the audit outcome and the audit log. A field the application's department switches off in
// its merchant field settings (merchantFieldConfig, isShow 0) is not shown; a field it does not mention is.
import { Descriptions, Empty, SideSheet, Spin, Timeline, Typography } from '@douyinfe/semi-ui';
import { merchantApplicationAuditLog, merchantApplicationDetail } from '../../core/contract/api/merchants.ts';
import { merchantFieldConfig } from '../../core/contract/api/reference.ts';
import { MerchantLogAction } from '../../core/contract/index.ts';
import { formatDateTime, formatValue } from '../../core/format/index.ts';
import { maskPhone } from '../../core/rules/index.ts';
import { useCallQuery } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ConceptLabel } from '../../ui/options/index.ts';
import { useSessionState } from '../../ui/session/index.ts';
import { fieldShown } from './fieldSettings.ts';
import { merchantWords } from './words.ts';

const LOG_WORD = { [MerchantLogAction.SUBMITTED]: 'logSubmitted', [MerchantLogAction.APPROVED]: 'logApproved', [MerchantLogAction.REJECTED]: 'logRejected' } as const;
const shared = { ns: 'translation' } as const;


export function ApplicationSheet({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useWords(merchantWords);
  const phoneHide = useSessionState().staff?.phoneHide ?? false;
  const detail = useCallQuery(merchantApplicationDetail, { params: { id } });
  const log = useCallQuery(merchantApplicationAuditLog, { params: { id } });
  const application = detail.data;
  const settings = useCallQuery(merchantFieldConfig, { query: { deptId: application?.deptId } }, { enabled: application !== undefined, silent: true }).data;
  return (
    <SideSheet className="backroom-application-sheet" visible width={560} title={application ? t('applicationDetail', { name: application.merchantName }) : t('detail')} onCancel={onClose}>
      {detail.isLoading && <Spin />}
      {detail.isError && <Empty description={t('loadFailed')} />}
      {application && (
        <div className="backroom-application-detail">
          <Descriptions
            data={[
              { key: t('merchantName'), value: application.merchantName, row: 'merchantName' },
              { key: t('shell.columnMerchantType', shared), value: <ConceptLabel concept="merchantType" value={application.merchantType} /> },
              { key: t('certificateNo'), value: application.certificateNo, row: 'certificateNo' },
              { key: t('legalPerson'), value: formatValue(application.legalPerson) },
              { row: 'legalPersonPhone', key: t('legalPersonPhone'), value: formatValue(application.legalPersonPhone === null ? null : maskPhone(application.legalPersonPhone, phoneHide)) },
              { key: t('contactName'), value: application.contactName },
              { key: t('contactPhone'), value: <span className="backroom-application-phone">{maskPhone(application.contactPhone, phoneHide)}</span> },
              { key: t('address'), value: formatValue(application.address) },
              { key: t('businessScope'), value: formatValue(application.businessScope) },
              { key: t('shell.identityDepartment', shared), value: application.deptName },
              { key: t('auditStatus'), value: <span className="backroom-application-status"><ConceptLabel concept="merchantAuditStatus" value={application.auditStatus} /></span> },
              { key: t('auditor'), value: formatValue(application.auditorName) },
              { key: t('auditReason'), value: formatValue(application.auditReason) },
              { key: t('shell.applyTime', shared), value: formatDateTime(application.createTime) },
              { key: t('shell.auditTime', shared), value: formatDateTime(application.auditTime) },
            ].filter((item) => !('row' in item) || item.row === undefined || fieldShown(item.row, settings)).map(({ key, value }) => ({ key, value }))}
          />
          <Typography.Title heading={6}>{t('auditLog')}</Typography.Title>
          <Timeline className="backroom-application-log">
            {(log.data ?? []).map((entry) => (
              <Timeline.Item key={entry.id} time={formatDateTime(entry.createTime)}>
                {t(LOG_WORD[entry.action])} · {entry.operatorName}
                {entry.reason ? `：${entry.reason}` : ''}
              </Timeline.Item>
            ))}
          </Timeline>
        </div>
      )}
    </SideSheet>
  );
}
