// The buttons of one export task, as core/exports says for its status (actionsFor); delete asks first.
import { Button, Popconfirm, Space } from '@douyinfe/semi-ui';
import type { ExportTask } from '../../core/contract/api/tasks.ts';
import { actionsFor } from '../../core/exports/index.ts';
import type { PagedQuery } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { useTaskActions } from './useTaskActions.ts';
import { taskWords } from './words.ts';

const shared = { ns: 'translation' } as const;

export function TaskActionButtons({ task, paged }: { task: ExportTask; paged: PagedQuery<ExportTask> }) {
  const { t } = useWords(taskWords);
  const actions = useTaskActions(paged);
  const pending = actions.pendingFor(task);
  return (
    <Space spacing={4}>
      {actionsFor(task).map((action) => {
        const button = (
          <Button
            key={action}
            className={`backroom-task-${action}`}
            theme="borderless"
            type={action === 'delete' ? 'danger' : 'primary'}
            loading={pending === action}
            onClick={action === 'delete' ? undefined : () => actions.run(action, task)}
          >
            {t(`shell.${action}`, shared)}
          </Button>
        );
        return action === 'delete' ? (
          <Popconfirm
            key={action}
            title={t('deleteTaskConfirm', { name: task.taskDesc })}
            okText={t('shell.delete', shared)}
            cancelText={t('shell.cancel', shared)}
            okButtonProps={{ type: 'danger', className: 'backroom-task-delete-confirm' }}
            onConfirm={() => actions.run('delete', task)}
          >
            {button}
          </Popconfirm>
        ) : (
          button
        );
      })}
    </Space>
  );
}
