// The home page (spec §2: /dashboard, never cached), minimal for now: a welcome and the identity in use.
import type { ComponentProps } from 'react';
import { Card, Descriptions, Tag } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { orgCategoryTag } from '../../../core/i18n/index.ts';
import type { Locale } from '../../../core/i18n/index.ts';
import { useSessionState } from '../../../ui/session/index.ts';
import type { ScreenProps } from '../types.ts';

export default function DashboardScreen(_props: ScreenProps) {
  const { t, i18n } = useTranslation();
  const { staff, groups, currentGroupId } = useSessionState();
  if (!staff) return null;
  const group = groups.find((candidate) => candidate.groupId === currentGroupId) ?? null;
  const tag = orgCategoryTag(staff.orgCategory, i18n.language as Locale);
  const rows = [
    { key: t('shell.columnOrganisation'), value: group?.orgName ?? staff.orgName ?? '' },
    {
      key: t('shell.identityCategory'),
      value: tag ? <Tag color={tag.color as ComponentProps<typeof Tag>['color']}>{tag.name}</Tag> : '',
    },
    { key: t('shell.identityDepartment'), value: staff.deptFullName },
    { key: t('shell.columnRoles'), value: group?.roleNames ?? staff.roleCodes },
  ];
  return (
    <section className="backroom-dashboard" data-screen="dashboard">
      <h2 className="backroom-screen-title">{t('shell.welcome', { name: staff.name })}</h2>
      <Card title={<h3 className="backroom-card-title">{t('shell.currentIdentity')}</h3>} className="backroom-dashboard-identity">
        <Descriptions data={rows} />
      </Card>
    </section>
  );
}
