// The export-task cache list (spec §2 top bar, §4, §6; issue 11): an icon (tooltip 缓存列表) opening a popover with
// the caller's export tasks, for categories 1, 2, 3 without a crowd role. The list reloads when any element on the
// page queued an export (backroom-export-queued) and every second while a task runs.
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { IconArchive } from '@douyinfe/semi-icons';
import { Popover, Spin, Typography } from '@douyinfe/semi-ui';
import { useQueryClient } from '@tanstack/react-query';
import { asyncTaskPage } from '../../core/contract/api/tasks.ts';
import { seesExportCache } from '../../core/rules/index.ts';
import { pagedKey } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { IconAction } from '../../ui/icon-action/index.ts';
import { useSessionState } from '../../ui/session/index.ts';
import { taskWords } from './words.ts';
import './export-cache.css';

// The list (Semi's table and the pager) loads when the popover first opens, not with the top bar.
const TaskList = lazy(() => import('./TaskList.tsx').then((module) => ({ default: module.TaskList })));

/** Clicks inside these (the panel, its confirmations and menus, the icon) do not close the popover. */
const INSIDE = ['backroom-export-cache-panel', 'backroom-export-cache-button', 'semi-popover-wrapper', 'semi-select-option-list', 'semi-portal'];

function isInside(event: Event): boolean {
  return event.composedPath().some((node) => node instanceof Element && INSIDE.some((name) => node.classList.contains(name)));
}

export function ExportCacheButton() {
  const { t } = useWords(taskWords);
  const { staff, currentGroupId } = useSessionState();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLSpanElement>(null);
  const visible = staff !== null && seesExportCache(staff);

  // A queued export anywhere on the page: the list is stale, open or not.
  useEffect(() => {
    const queued = () => void queryClient.invalidateQueries({ queryKey: pagedKey(currentGroupId, asyncTaskPage) });
    window.addEventListener('backroom-export-queued', queued);
    return () => window.removeEventListener('backroom-export-queued', queued);
  }, [queryClient, currentGroupId]);

  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: Event) => {
      if (!isInside(event)) close();
    };
    // Capture phase: the icon's tooltip and Semi's Popover stop Esc on the trigger and in the panel before it bubbles
    // up. Focus that was in the panel goes back to the icon.
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const inPanel = event.composedPath().some((node) => node === panel.current);
      close();
      if (inPanel) trigger.current?.querySelector('button')?.focus();
    };
    window.addEventListener('mousedown', outside);
    window.addEventListener('keydown', escape, true);
    return () => {
      window.removeEventListener('mousedown', outside);
      window.removeEventListener('keydown', escape, true);
    };
  }, [open, close]);

  if (!visible) return null;
  return (
    <Popover
      visible={open}
      trigger="custom"
      position="bottomRight"
      showArrow
      content={
        <div ref={panel} className="backroom-export-cache-panel" role="dialog" aria-label={t('messages.exportCache', { ns: 'translation' })}>
          <Typography.Title heading={6} className="backroom-export-cache-title">
            {t('exportCacheTitle')}
          </Typography.Title>
          <Suspense fallback={<Spin />}>
            <TaskList />
          </Suspense>
        </div>
      }
    >
      <span ref={trigger} className="backroom-export-cache-trigger">
        <IconAction
          className="backroom-export-cache-button"
          label={t('messages.exportCache', { ns: 'translation' })}
          icon={<IconArchive />}
          onClick={() => setOpen((now) => !now)}
        />
      </span>
    </Popover>
  );
}
