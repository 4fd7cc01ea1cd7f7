// The columns of the announcement list. Holders of PROCLAMATION_EDIT get the status switch and the edit and delete
// buttons; everyone else reads the status.
import type { ReactNode } from 'react';
import { Tag } from '@douyinfe/semi-ui';
import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';
import type { TFunction } from 'i18next';
import { ProclamationStatus } from '../../core/contract/index.ts';
import type { Proclamation } from '../../core/contract/index.ts';
import { formatDateTime } from '../../core/format/index.ts';

export interface ProclamationEditing {
  statusSwitch(proclamation: Proclamation): ReactNode;
  actions(proclamation: Proclamation): ReactNode;
}

export function proclamationColumns(t: TFunction, editing: ProclamationEditing | null): ColumnProps<Proclamation>[] {
  const enabled = (proclamation: Proclamation) => proclamation.status === ProclamationStatus.ENABLED;
  const columns: ColumnProps<Proclamation>[] = [
    { title: t('shell.notificationTitle'), dataIndex: 'title', width: 260 },
    {
      title: t('shell.popUpOnHome'),
      dataIndex: 'indexFlag',
      width: 100,
      render: (indexFlag: number) => t(indexFlag === 1 ? 'shell.yes' : 'shell.no'),
    },
    {
      title: t('shell.announcementScope'),
      dataIndex: 'allOrganisations',
      width: 120,
      render: (all: boolean) => (all ? <Tag color="violet">{t('shell.allOrganisations')}</Tag> : t('shell.ownOrganisation')),
    },
    {
      title: t('shell.status'),
      dataIndex: 'status',
      width: 100,
      render: (_: unknown, proclamation: Proclamation) =>
        editing ? (
          editing.statusSwitch(proclamation)
        ) : (
          <Tag color={enabled(proclamation) ? 'green' : 'grey'}>{t(enabled(proclamation) ? 'shell.enabled' : 'shell.disabled')}</Tag>
        ),
    },
    { title: t('shell.createTime'), dataIndex: 'createTime', width: 170, render: (time: number) => formatDateTime(time) },
    { title: t('shell.updateTime'), dataIndex: 'updateTime', width: 170, render: (time: number) => formatDateTime(time) },
  ];
  if (editing) {
    columns.push({ title: t('shell.actions'), key: 'actions', width: 150, render: (_: unknown, proclamation: Proclamation) => editing.actions(proclamation) });
  }
  return columns;
}
