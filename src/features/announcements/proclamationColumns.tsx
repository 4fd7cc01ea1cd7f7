// The columns of the announcement list. Holders of PROCLAMATION_EDIT get the status switch; everyone else reads the
// status.
import type { ReactNode } from 'react';
import { Tag } from '@douyinfe/semi-ui';
import type { Proclamation } from '../../core/contract/api/announcements.ts';
import { ProclamationStatus } from '../../core/contract/index.ts';
import type { useWords } from '../../ui/i18n/index.ts';
import type { ListColumn } from '../../ui/list/index.ts';

type Words = ReturnType<typeof useWords<'announcements'>>['t'];

const shared = { ns: 'translation' } as const;
const enabled = (proclamation: Proclamation) => proclamation.status === ProclamationStatus.ENABLED;

/** `statusSwitch`: the editable status of a row, for holders of PROCLAMATION_EDIT; null shows it as a tag. */
export function proclamationColumns(t: Words, statusSwitch: ((proclamation: Proclamation) => ReactNode) | null): ListColumn<Proclamation>[] {
  return [
    { key: 'title', title: t('shell.notificationTitle', shared), width: 260 },
    { key: 'indexFlag', title: t('popUpOnHome'), width: 100, value: (proclamation) => t(proclamation.indexFlag === 1 ? 'yes' : 'no') },
    {
      key: 'allOrganisations',
      title: t('announcementScope'),
      width: 120,
      value: (proclamation) => (proclamation.allOrganisations ? <Tag color="violet">{t('allOrganisations')}</Tag> : t('ownOrganisation')),
    },
    {
      key: 'status',
      title: t('shell.status', shared),
      width: 100,
      value: (proclamation) =>
        statusSwitch ? (
          statusSwitch(proclamation)
        ) : (
          <Tag color={enabled(proclamation) ? 'green' : 'grey'}>{t(enabled(proclamation) ? 'shell.enabled' : 'shell.disabled', shared)}</Tag>
        ),
    },
    { key: 'createTime', title: t('shell.createTime', shared), width: 170, value: 'dateTime' },
    { key: 'updateTime', title: t('shell.updateTime', shared), width: 170, value: 'dateTime' },
  ];
}
