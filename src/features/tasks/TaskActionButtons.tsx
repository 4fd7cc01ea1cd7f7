// The buttons of one export task, as core/exports says for its status (actionsFor); delete asks first.
import { Button, Popconfirm, Space } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import type { ExportTask } from '../../core/contract/index.ts';
import { actionsFor } from '../../core/exports/index.ts';
import type { TaskActions } from './useTaskActions.ts';

export function TaskActionButtons({ task, actions }: { task: ExportTask; actions: TaskActions }) {
  const { t } = useTranslation();
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
            {t(`shell.${action}`)}
          </Button>
        );
        return action === 'delete' ? (
          <Popconfirm
            key={action}
            title={t('shell.deleteTaskConfirm', { name: task.taskDesc })}
            okText={t('shell.delete')}
            cancelText={t('shell.cancel')}
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
