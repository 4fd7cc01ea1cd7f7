// The export-task list's words (i18n namespace `tasks`).
import { defineWords } from '../../ui/i18n/index.ts';
import type { WordsOf } from '../../ui/i18n/index.ts';

export const taskWords = defineWords('tasks', {
  taskName: { zh: '任务名称', en: 'Task name' },
  fileCount: { zh: '文件数', en: 'Files' },
  rowsWritten: { zh: '已写入 {{count}} 行', en: '{{count}} rows written' },
  exportCacheTitle: { zh: '导出任务缓存列表', en: 'Export tasks' },
  deleteTaskConfirm: { zh: '确定删除任务“{{name}}”吗？', en: 'Delete the task “{{name}}”?' },
});

declare module '../../ui/i18n/namespaces.ts' {
  interface FeatureNamespaces {
    tasks: WordsOf<typeof taskWords>;
  }
}
