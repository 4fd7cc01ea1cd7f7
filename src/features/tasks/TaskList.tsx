// The caller's export tasks (spec §4): status 导出中/导出成功/导出失败 and the actions each status allows, searchable
// by file name.
import { Space, Tag, Tooltip, Typography } from '@douyinfe/semi-ui';
import { asyncTaskPage } from '../../core/contract/api/tasks.ts';
import type { ExportTask } from '../../core/contract/api/tasks.ts';
import { EXPORT_TASK_PAGE_SIZES, ExportTaskStatus, Screen } from '../../core/contract/index.ts';
import { EXPORT_STATE_LABELS, exportTaskState } from '../../core/exports/index.ts';
import type { ExportTaskState } from '../../core/exports/index.ts';
import { textOf, toLocale } from '../../core/i18n/index.ts';
import type { Locale } from '../../core/i18n/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ListTable } from '../../ui/list/index.ts';
import type { ListSpec } from '../../ui/list/index.ts';
import { LiveRefresh } from './LiveRefresh.tsx';
import { TaskActionButtons } from './TaskActionButtons.tsx';
import { taskWords } from './words.ts';

const STATE_COLOURS: Readonly<Record<ExportTaskState, 'blue' | 'green' | 'red'>> = { inProgress: 'blue', succeeded: 'green', failed: 'red' };
const shared = { ns: 'translation' } as const;

export interface TaskListProps {
  /** spec §9: the export-task list offers 10, 20, 30, 50. */
  pageSizes?: readonly number[];
}

export function TaskList({ pageSizes = EXPORT_TASK_PAGE_SIZES }: TaskListProps) {
  const { t, i18n } = useWords(taskWords);
  const spec: ListSpec<typeof asyncTaskPage> = {
    screen: Screen.asyncTasks,
    endpoint: asyncTaskPage,
    className: 'backroom-task-table',
    pageSizes,
    initialFilters: { taskDesc: '' },
    filters: [{ name: 'taskDesc', kind: 'text', label: t('taskName'), className: 'backroom-filter-keyword' }],
    columns: [
      // A default name the system wrote reads in the session's language; a name someone typed stays as typed.
      { key: 'taskDesc', title: t('taskName'), width: 240, value: (task: ExportTask) => (toLocale(i18n.language) === 'en' && task.taskDescEn) || task.taskDesc },
      {
        key: 'taskStatus',
        title: t('shell.status', shared),
        width: 110,
        value: (task: ExportTask) => {
          const state = exportTaskState(task.taskStatus);
          const tag = (
            <Tag className="backroom-task-status" color={STATE_COLOURS[state]} data-state={state}>
              {textOf(EXPORT_STATE_LABELS[state], i18n.language as Locale)}
            </Tag>
          );
          if (state === 'failed' && task.error) return <Tooltip content={task.error}>{tag}</Tooltip>;
          if (task.taskStatus !== ExportTaskStatus.RUNNING) return tag;
          // Live progress of a running task: the rows written so far.
          return (
            <Space spacing={4} vertical align="start">
              {tag}
              <Typography.Text className="backroom-task-progress" type="tertiary" size="small">
                {t('rowsWritten', { count: task.rowsWritten })}
              </Typography.Text>
            </Space>
          );
        },
      },
      { key: 'fileCount', title: t('fileCount'), width: 90 },
      { key: 'createTime', title: t('shell.createTime', shared), width: 170, value: 'dateTime' },
    ],
    toolbar: ({ paged }) => <LiveRefresh paged={paged} />,
    actionsWidth: 170,
    rowActions: (task, { paged }) => <TaskActionButtons task={task} paged={paged} />,
  };
  return <ListTable spec={spec} />;
}
