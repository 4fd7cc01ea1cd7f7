// <export-cache>: the export-task cache list (spec §2, §4, §6; issue 11) on its own, for a partner page where the
// user already logged in: an icon (tooltip 缓存列表) opening the popover of the caller's export tasks — status
// 导出中/导出成功/导出失败 with live progress, download (several files 1 s apart, name-index.xlsx), retry, refresh,
// delete, page sizes 10/20/30/50. Shown to categories 1, 2, 3 without a crowd role; renders nothing otherwise or
// without a session. It reloads when any element on the page dispatches backroom-export-queued.
// <admin-shell> shows the same list in its top bar.
import { defineElement, lazyComponent } from './base/index.ts';

export const exportCache = defineElement({
  tag: 'export-cache',
  component: lazyComponent(async () => (await import('./export-cache/ExportCacheElement.tsx')).ExportCacheElement),
  events: ['backroom-logout', 'backroom-ready'],
});
