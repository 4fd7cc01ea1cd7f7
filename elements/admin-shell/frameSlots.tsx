// <admin-shell>'s frame slots (spec §2): each renders its part from ./frameParts.tsx, one chunk loaded when the
// frame first shows one (issue 15: a login page downloads none of the top bar's, banners' or notices' features).
import { Suspense } from 'react';
import type { ComponentType } from 'react';
import type * as FrameParts from './frameParts.tsx';
import type { ShellActions } from '../../src/app/index.ts';
import { lazyComponent } from '../base/index.ts';
// The capture alone (core/errorlog), not the error log's index: its dialog and table belong to the frame's chunk.
import { useErrorCapture } from '../../src/features/errorlog/useErrorLog.ts';
import { useHttp } from '../../src/ui/session/SessionServices.tsx';

type Parts = typeof FrameParts;
let parts: Promise<Parts> | null = null;
/** The frame parts' chunk, fetched once (also ahead of time, once a login succeeds). */
export function loadFrameParts(): Promise<Parts> {
  parts ??= import('./frameParts.tsx');
  return parts;
}

function part<P extends object>(pick: (module: Parts) => ComponentType<P>): ComponentType<P> {
  return lazyComponent(async () => pick(await loadFrameParts()));
}

const TopBarActions = part((module) => module.TopBarActions);
const Banners = part((module) => module.Banners);
const Notices = part((module) => module.Notices);
const Help = part((module) => module.Help);
const Badge = part((module) => module.Badge);

export function renderTopBarActions(actions: ShellActions) {
  return (
    <Suspense fallback={null}>
      <TopBarActions {...actions} />
    </Suspense>
  );
}

export function renderBanners(actions: ShellActions) {
  return (
    <Suspense fallback={null}>
      <Banners {...actions} />
    </Suspense>
  );
}

export function renderNotices(actions: ShellActions) {
  return (
    <Suspense fallback={null}>
      <Notices {...actions} />
    </Suspense>
  );
}

/** Uncaught errors, unhandled rejections and failed requests of this element go to the page's 'bug日志'. */
function ErrorCapture() {
  useErrorCapture({ source: window, http: useHttp() });
  return null;
}

/** Mounted from the first render, login pages included: errors are captured before the frame loads. */
export function renderBackground() {
  return <ErrorCapture />;
}

export function renderHelp() {
  return (
    <Suspense fallback={null}>
      <Help />
    </Suspense>
  );
}

export function renderMenuBadge(count: number) {
  return (
    <Suspense fallback={null}>
      <Badge count={count} />
    </Suspense>
  );
}
