// Screen.announcements: the organisation's announcements (and the platform's, for platform staff). Holders of
// PROCLAMATION_EDIT add, edit and delete them and switch them on or off (spec §4 status toggle).
import { useState } from 'react';
import { Button, Popconfirm, Space, Switch } from '@douyinfe/semi-ui';
import { IconPlus } from '@douyinfe/semi-icons';
import { useQueryClient } from '@tanstack/react-query';
import { proclamationPage } from '../../core/contract/api/announcements.ts';
import type { Proclamation } from '../../core/contract/api/announcements.ts';
import { PROCLAMATION_EDIT, ProclamationStatus, Screen } from '../../core/contract/index.ts';
import { holdsViewCode } from '../../core/rules/index.ts';
import { pagedKey } from '../../ui/data/index.ts';
import type { PagedQuery } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ListTable } from '../../ui/list/index.ts';
import type { ListSpec } from '../../ui/list/index.ts';
import { useToast } from '../../ui/providers/index.ts';
import { useSessionState } from '../../ui/session/index.ts';
import { ScreenFrame } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { ProclamationDialog } from './ProclamationDialog.tsx';
import type { ProclamationValues } from './ProclamationDialog.tsx';
import { proclamationColumns } from './proclamationColumns.tsx';
import { useProclamationChanges } from './useProclamationChanges.ts';
import { announcementWords } from './words.ts';

/** The dialog: closed, a new announcement, or an existing one. */
type Dialog = { open: false } | { open: true; editing: Proclamation | null };

const shared = { ns: 'translation' } as const;

export default function ProclamationsScreen({ title }: ScreenProps) {
  const { t } = useWords(announcementWords);
  const toast = useToast();
  const queryClient = useQueryClient();
  const { viewCodes, currentGroupId } = useSessionState();
  const canEdit = holdsViewCode(viewCodes ?? [], PROCLAMATION_EDIT);
  const changes = useProclamationChanges();
  const [dialog, setDialog] = useState<Dialog>({ open: false });
  const reloadList = () => queryClient.invalidateQueries({ queryKey: pagedKey(currentGroupId, proclamationPage) });

  const save = (values: ProclamationValues) => {
    const editing = dialog.open ? dialog.editing : null;
    const done = {
      onSuccess: () => {
        toast.success(t('announcementSaved'));
        setDialog({ open: false });
      },
    };
    if (editing) changes.update.mutate({ body: { id: editing.id, title: values.title, content: values.content, indexFlag: values.indexFlag } }, done);
    else changes.add.mutate({ body: values }, done);
  };
  const toggle = (proclamation: Proclamation, on: boolean) => {
    const status = on ? ProclamationStatus.ENABLED : ProclamationStatus.DISABLED;
    changes.setStatus.mutate(
      { body: { id: proclamation.id, status } },
      { onSuccess: () => toast.success(t(on ? 'announcementEnabled' : 'announcementDisabled')), onSettled: () => void reloadList() },
    );
  };
  const remove = (proclamation: Proclamation, paged: PagedQuery<Proclamation>) =>
    changes.remove.mutate(
      { params: { id: proclamation.id } },
      {
        onSuccess: () => {
          toast.success(t('messages.deleted', shared));
          void paged.afterDelete();
        },
      },
    );

  const statusSwitch = canEdit
    ? (proclamation: Proclamation) => (
        <Switch
          className="backroom-proclamation-status"
          checked={proclamation.status === ProclamationStatus.ENABLED}
          loading={changes.setStatus.isPending && changes.setStatus.variables?.body.id === proclamation.id}
          aria-label={t('shell.status', shared)}
          onChange={(on) => toggle(proclamation, on)}
        />
      )
    : null;

  const spec: ListSpec<typeof proclamationPage> = {
    screen: Screen.announcements,
    endpoint: proclamationPage,
    className: 'backroom-proclamation-table',
    initialFilters: { title: '' },
    filters: [
      { name: 'title', kind: 'text', label: t('shell.notificationTitle', shared), className: 'backroom-filter-keyword' },
      { name: 'status', kind: 'concept', concept: 'proclamationStatus', label: t('shell.status', shared), className: 'backroom-filter-status' },
    ],
    columns: proclamationColumns(t, statusSwitch),
    toolbar: () =>
      canEdit && (
        <Button className="backroom-proclamation-add" theme="solid" type="primary" icon={<IconPlus />} onClick={() => setDialog({ open: true, editing: null })}>
          {t('addAnnouncement')}
        </Button>
      ),
    actionsWidth: 150,
    rowActions: canEdit
      ? (proclamation, { paged }) => (
          <Space spacing={4}>
            <Button className="backroom-proclamation-edit" theme="borderless" type="primary" onClick={() => setDialog({ open: true, editing: proclamation })}>
              {t('edit')}
            </Button>
            <Popconfirm
              title={t('deleteAnnouncementConfirm', { title: proclamation.title })}
              okText={t('shell.delete', shared)}
              cancelText={t('shell.cancel', shared)}
              okButtonProps={{ type: 'danger', className: 'backroom-proclamation-delete-confirm' }}
              onConfirm={() => remove(proclamation, paged)}
            >
              <Button className="backroom-proclamation-delete" theme="borderless" type="danger">
                {t('shell.delete', shared)}
              </Button>
            </Popconfirm>
          </Space>
        )
      : undefined,
  };

  return (
    <ScreenFrame screen={Screen.announcements} title={title}>
      <ListTable spec={spec} />
      {dialog.open && (
        <ProclamationDialog
          key={dialog.editing?.id ?? 'new'}
          editing={dialog.editing}
          pending={changes.add.isPending || changes.update.isPending}
          onSubmit={save}
          onCancel={() => setDialog({ open: false })}
        />
      )}
    </ScreenFrame>
  );
}
