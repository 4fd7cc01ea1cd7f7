// Screen.announcements: the organisation's announcements (and the platform's, for platform staff). Holders of
// PROCLAMATION_EDIT add, edit and delete them and switch them on or off (spec §4 status toggle).
import { useState } from 'react';
import { Button, Input, Popconfirm, Space, Switch } from '@douyinfe/semi-ui';
import { IconPlus } from '@douyinfe/semi-icons';
import { useTranslation } from 'react-i18next';
import { ApiPath, PROCLAMATION_EDIT, ProclamationStatus, Screen } from '../../core/contract/index.ts';
import type { Proclamation } from '../../core/contract/index.ts';
import { holdsViewCode } from '../../core/rules/index.ts';
import { ConceptSelect } from '../../ui/options/index.ts';
import { useToast } from '../../ui/providers/index.ts';
import { useSessionState } from '../../ui/session/index.ts';
import { FilterBar, PagedTable, ScreenFrame, useFilters, usePagedQuery } from '../../ui/table/index.ts';
import type { AreaScreenProps } from '../../ui/table/index.ts';
import { ProclamationDialog } from './ProclamationDialog.tsx';
import type { ProclamationValues } from './ProclamationDialog.tsx';
import { proclamationColumns } from './proclamationColumns.tsx';
import { useProclamationChanges } from './useProclamationChanges.ts';

interface ProclamationFilters {
  title: string;
  status?: ProclamationStatus;
}

/** The dialog: closed, a new announcement, or an existing one. */
type Dialog = { open: false } | { open: true; editing: Proclamation | null };

export default function ProclamationsScreen({ title }: AreaScreenProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const canEdit = holdsViewCode(useSessionState().viewCodes ?? [], PROCLAMATION_EDIT);
  const filters = useFilters<ProclamationFilters>({ title: '' });
  const paged = usePagedQuery<Proclamation>(ApiPath.proclamationPage, { ...filters.applied });
  const changes = useProclamationChanges();
  const [dialog, setDialog] = useState<Dialog>({ open: false });

  const save = (values: ProclamationValues) => {
    const editing = dialog.open ? dialog.editing : null;
    const done = {
      onSuccess: () => {
        toast.success(t('shell.announcementSaved'));
        setDialog({ open: false });
        void paged.invalidate();
      },
    };
    if (editing) changes.update.mutate({ id: editing.id, title: values.title, content: values.content, indexFlag: values.indexFlag }, done);
    else changes.add.mutate(values, done);
  };
  const toggle = (proclamation: Proclamation, on: boolean) => {
    const status = on ? ProclamationStatus.ENABLED : ProclamationStatus.DISABLED;
    changes.setStatus.mutate(
      { id: proclamation.id, status },
      { onSuccess: () => toast.success(t(on ? 'shell.announcementEnabled' : 'shell.announcementDisabled')), onSettled: () => void paged.invalidate() },
    );
  };
  const remove = (proclamation: Proclamation) =>
    changes.remove.mutate(proclamation.id, {
      onSuccess: () => {
        toast.success(t('messages.deleted'));
        void paged.afterDelete();
      },
    });

  const editing = canEdit
    ? {
        statusSwitch: (proclamation: Proclamation) => (
          <Switch
            className="backroom-proclamation-status"
            checked={proclamation.status === ProclamationStatus.ENABLED}
            loading={changes.setStatus.isPending && changes.setStatus.variables?.id === proclamation.id}
            aria-label={t('shell.status')}
            onChange={(on) => toggle(proclamation, on)}
          />
        ),
        actions: (proclamation: Proclamation) => (
          <Space spacing={4}>
            <Button className="backroom-proclamation-edit" theme="borderless" type="primary" onClick={() => setDialog({ open: true, editing: proclamation })}>
              {t('shell.edit')}
            </Button>
            <Popconfirm
              title={t('shell.deleteAnnouncementConfirm', { title: proclamation.title })}
              okText={t('shell.delete')}
              cancelText={t('shell.cancel')}
              okButtonProps={{ type: 'danger', className: 'backroom-proclamation-delete-confirm' }}
              onConfirm={() => remove(proclamation)}
            >
              <Button className="backroom-proclamation-delete" theme="borderless" type="danger">
                {t('shell.delete')}
              </Button>
            </Popconfirm>
          </Space>
        ),
      }
    : null;

  const { draft, set } = filters;
  return (
    <ScreenFrame screen={Screen.announcements} title={title}>
      <PagedTable
        className="backroom-proclamation-table"
        paged={paged}
        columns={proclamationColumns(t, editing)}
        filters={
          <FilterBar onSearch={filters.apply} onReset={filters.reset}>
            <Input
              className="backroom-filter-keyword"
              value={draft.title}
              placeholder={t('shell.notificationTitle')}
              showClear
              onChange={(value) => set('title', value)}
            />
            <ConceptSelect
              concept="proclamationStatus"
              className="backroom-filter-status"
              value={draft.status}
              placeholder={t('shell.status')}
              showClear
              onChange={(value) => set('status', value as ProclamationStatus | undefined)}
            />
          </FilterBar>
        }
        actions={
          canEdit && (
            <Button className="backroom-proclamation-add" theme="solid" type="primary" icon={<IconPlus />} onClick={() => setDialog({ open: true, editing: null })}>
              {t('shell.addAnnouncement')}
            </Button>
          )
        }
      />
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
