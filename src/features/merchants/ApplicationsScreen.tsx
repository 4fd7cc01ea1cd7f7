// Screen.merchantApplications: merchant applications audited by the identity's scope, with how many await audit
// (the figure behind the organisation-audit badge, spec §6). Contact phones come masked under phoneHide (spec §6).
import { Tag } from '@douyinfe/semi-ui';
import { merchantApplicationAuditCount, merchantApplicationPage } from '../../core/contract/api/merchants.ts';
import { Screen } from '../../core/contract/index.ts';
import { useCallQuery } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ListTable } from '../../ui/list/index.ts';
import type { ListSpec } from '../../ui/list/index.ts';
import { ScreenFrame } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { merchantWords } from './words.ts';

const shared = { ns: 'translation' } as const;

export default function ApplicationsScreen({ title }: ScreenProps) {
  const { t } = useWords(merchantWords);
  const { data: awaiting } = useCallQuery(merchantApplicationAuditCount, {}, { silent: true });
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
    </ScreenFrame>
  );
}
