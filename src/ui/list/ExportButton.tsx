// The 导出 button of a list (issue 11): queues an export of the rows the list shows (its filters as applied), says
// 已添加到下载缓存区 and announces backroom-export-queued, so an <export-cache> anywhere on the page refreshes.
import { Button } from '@douyinfe/semi-ui';
import { IconDownload } from '@douyinfe/semi-icons';
import { useTranslation } from 'react-i18next';
import { asyncTaskPage, asyncTaskSubmit } from '../../core/contract/api/tasks.ts';
import type { ExportType } from '../../core/contract/api/tasks.ts';
import { Messages } from '../../core/contract/index.ts';
import { textOf } from '../../core/i18n/index.ts';
import type { Locale } from '../../core/i18n/index.ts';
import { useCallMutation } from '../data/useCall.ts';
import { useEmit, useToast } from '../providers/index.ts';

type FilterValue = string | number | boolean;

/** The filters worth sending: set, not empty; numbers, texts and booleans only (what a list's query takes). */
export function exportFilters(filters: object): Record<string, FilterValue> {
  const kept: Record<string, FilterValue> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value.trim() !== '') kept[name] = value.trim();
    else if (typeof value === 'number' || typeof value === 'boolean') kept[name] = value;
  }
  return kept;
}

export interface ExportButtonProps {
  exportType: ExportType;
  /** The list's filters as applied (fixed ones included). */
  filters: object;
}

export function ExportButton({ exportType, filters }: ExportButtonProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const emit = useEmit();
  const submit = useCallMutation(asyncTaskSubmit, {
    invalidates: [asyncTaskPage],
    onSuccess: (task) => {
      toast.success(textOf(Messages.exportQueued, i18n.language as Locale));
      emit('backroom-export-queued', { taskDesc: task.taskDesc, taskId: task.id });
    },
  });
  return (
    <Button
      className="backroom-export-button"
      data-export-type={exportType}
      icon={<IconDownload />}
      loading={submit.isPending}
      onClick={() => submit.mutate({ query: { exportType }, body: { filters: exportFilters(filters) } })}
    >
      {t('shell.export')}
    </Button>
  );
}
