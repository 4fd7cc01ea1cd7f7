// The caller's export tasks (spec §4): status 导出中/导出成功/导出失败 and the actions each status allows, searchable
// by file name.
import { Input, Tag } from '@douyinfe/semi-ui';
import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';
import { useTranslation } from 'react-i18next';
import { ApiPath, EXPORT_TASK_PAGE_SIZES } from '../../core/contract/index.ts';
import type { ExportTask } from '../../core/contract/index.ts';
import { EXPORT_STATE_LABELS, exportTaskState } from '../../core/exports/index.ts';
import type { ExportTaskState } from '../../core/exports/index.ts';
import { formatDateTime } from '../../core/format/index.ts';
import { textOf } from '../../core/i18n/index.ts';
import type { Locale } from '../../core/i18n/index.ts';
import { FilterBar, PagedTable, useFilters, usePagedQuery } from '../../ui/table/index.ts';
import { TaskActionButtons } from './TaskActionButtons.tsx';
import { useTaskActions } from './useTaskActions.ts';

const STATE_COLOURS: Readonly<Record<ExportTaskState, 'blue' | 'green' | 'red'>> = { inProgress: 'blue', succeeded: 'green', failed: 'red' };

export interface TaskListProps {
  /** spec §9: the export-task list offers 10, 20, 30, 50. */
  pageSizes?: readonly number[];
}

export function TaskList({ pageSizes = EXPORT_TASK_PAGE_SIZES }: TaskListProps) {
  const { t, i18n } = useTranslation();
  const filters = useFilters({ taskDesc: '' });
  const paged = usePagedQuery<ExportTask>(ApiPath.asyncTaskPage, { ...filters.applied }, { pageSizes });
  const actions = useTaskActions(paged);
  const columns: ColumnProps<ExportTask>[] = [
    { title: t('shell.taskName'), dataIndex: 'taskDesc', width: 240 },
    {
      title: t('shell.status'),
      dataIndex: 'taskStatus',
      width: 110,
      render: (status: number) => {
        const state = exportTaskState(status);
        return (
          <Tag className="backroom-task-status" color={STATE_COLOURS[state]} data-state={state}>
            {textOf(EXPORT_STATE_LABELS[state], i18n.language as Locale)}
          </Tag>
        );
      },
    },
    { title: t('shell.fileCount'), dataIndex: 'fileCount', width: 90, align: 'right' },
    { title: t('shell.createTime'), dataIndex: 'createTime', width: 170, render: (time: number) => formatDateTime(time) },
    { title: t('shell.actions'), key: 'actions', width: 170, render: (_: unknown, task: ExportTask) => <TaskActionButtons task={task} actions={actions} /> },
  ];
  return (
    <PagedTable
      className="backroom-task-table"
      paged={paged}
      columns={columns}
      filters={
        <FilterBar onSearch={filters.apply} onReset={filters.reset}>
          <Input
            className="backroom-filter-keyword"
            value={filters.draft.taskDesc}
            placeholder={t('shell.taskName')}
            showClear
            onChange={(value) => filters.set('taskDesc', value)}
          />
        </FilterBar>
      }
    />
  );
}
