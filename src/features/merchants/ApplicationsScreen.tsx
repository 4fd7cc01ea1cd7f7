// Screen.merchantApplications: merchant applications audited by the identity's scope, with how many await audit
// (the figure behind the organisation-audit badge, spec §6). Contact phones come masked under phoneHide (spec §6).
// 详情 opens the application and its audit log; holders of MERCHANT_AUDIT 审核 those awaiting audit (financeAudit).
import { useState } from 'react';
import { Button, Space, Tag } from '@douyinfe/semi-ui';
import { badgeCounts } from '../../core/contract/api/dashboard.ts';
import {
  merchantApplicationAuditCount, merchantApplicationAuditLog, merchantApplicationDetail, merchantApplicationFinanceAudit,
  merchantApplicationPage,
} from '../../core/contract/api/merchants.ts';
import type { FinanceAudit, MerchantApplication } from '../../core/contract/api/merchants.ts';
import { MERCHANT_AUDIT, MerchantAuditStatus, Screen } from '../../core/contract/index.ts';
import { holdsViewCode } from '../../core/rules/index.ts';
import { useCallMutation, useCallQuery } from '../../ui/data/index.ts';
import { useToast } from '../../ui/providers/index.ts';
import { useSessionState } from '../../ui/session/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ListTable } from '../../ui/list/index.ts';
import type { ListSpec } from '../../ui/list/index.ts';
import { ScreenFrame } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { ApplicationSheet } from './ApplicationSheet.tsx';
import { AuditApplicationDialog } from './AuditApplicationDialog.tsx';
import { merchantWords } from './words.ts';

const shared = { ns: 'translation' } as const;

export default function ApplicationsScreen({ title }: ScreenProps) {
  const { t } = useWords(merchantWords);
  const toast = useToast();
  const canAudit = holdsViewCode(useSessionState().viewCodes ?? [], MERCHANT_AUDIT);
  const { data: awaiting } = useCallQuery(merchantApplicationAuditCount, {}, { silent: true });
  const [viewing, setViewing] = useState<number | null>(null);
  const [auditing, setAuditing] = useState<MerchantApplication | null>(null);
  const financeAudit = useCallMutation(merchantApplicationFinanceAudit, {
    invalidates: [merchantApplicationPage, merchantApplicationAuditCount, merchantApplicationDetail, merchantApplicationAuditLog, badgeCounts],
  });
  const submit = (body: FinanceAudit) =>
    financeAudit.mutate(
      { body },
      {
        onSuccess: () => {
          toast.success(t(body.auditStatus === MerchantAuditStatus.APPROVED ? 'approved' : 'rejected'));
          setAuditing(null);
        },
      },
    );
  const spec: ListSpec<typeof merchantApplicationPage> = {
    screen: Screen.merchantApplications,
    endpoint: merchantApplicationPage,
    exportType: 'merchantApplications',
    className: 'backroom-application-table',
    scrollX: 1200,
    initialFilters: { keyword: '' },
    filters: [
      { name: 'keyword', kind: 'text', label: t('keyword'), className: 'backroom-filter-keyword' },
      { name: 'auditStatus', kind: 'concept', concept: 'merchantAuditStatus', label: t('auditStatus'), className: 'backroom-filter-status' },
    ],
    columns: [
      { key: 'merchantName', title: t('merchantName'), width: 220, fixed: 'left' },
      { key: 'merchantType', title: t('shell.columnMerchantType', shared), width: 120, value: { concept: 'merchantType' } },
      { key: 'contactName', title: t('contactName'), width: 100 },
      { key: 'contactPhone', title: t('contactPhone'), width: 130, value: 'phone' },
      { key: 'auditStatus', title: t('auditStatus'), width: 100, value: { concept: 'merchantAuditStatus' } },
      { key: 'deptName', title: t('shell.identityDepartment', shared), width: 130 },
      { key: 'createTime', title: t('shell.applyTime', shared), width: 170, value: 'dateTime' },
      { key: 'auditTime', title: t('shell.auditTime', shared), width: 170, value: 'dateTime' },
    ],
    actionsWidth: 140,
    rowActions: (application) => (
      <Space spacing={4}>
        <Button className="backroom-application-detail-open" theme="borderless" type="primary" onClick={() => setViewing(application.id)}>
          {t('detail')}
        </Button>
        {canAudit && application.auditStatus === MerchantAuditStatus.AWAITING_AUDIT && (
          <Button className="backroom-application-audit" theme="borderless" type="primary" onClick={() => setAuditing(application)}>
            {t('audit')}
          </Button>
        )}
      </Space>
    ),
  };
  return (
    <ScreenFrame
      screen={Screen.merchantApplications}
      title={title}
      extra={
        typeof awaiting === 'number' && (
          <Tag className="backroom-awaiting-audit" color={awaiting > 0 ? 'orange' : 'grey'}>
            {t('awaitingAuditCount', { count: awaiting })}
          </Tag>
        )
      }
    >
      <ListTable spec={spec} />
      {viewing !== null && <ApplicationSheet id={viewing} onClose={() => setViewing(null)} />}
      {auditing && (
        <AuditApplicationDialog key={auditing.id} application={auditing} pending={financeAudit.isPending} onSubmit={submit} onCancel={() => setAuditing(null)} />
      )}
    </ScreenFrame>
  );
}
