// What <admin-shell> needs on a login page as well as in its frame: the login slot, the frame's loader, and the
// preload of the workspace once a login succeeds (issue 15 items 2 and 3).
import { Suspense, lazy } from 'react';
import { Spin } from '@douyinfe/semi-ui';
import { preloadShellFrame } from '../../src/app/preload.ts';
import type { LoginSlotProps } from '../../src/app/index.ts';
import { loadFrameParts } from './frameSlots.tsx';
import type * as Frame from './ShellFrame.tsx';

const LoginScreen = lazy(() => import('../../src/features/login/index.ts').then((module) => ({ default: module.LoginScreen })));

type FrameModule = typeof Frame;
let frame: Promise<FrameModule> | null = null;
/** The shell with its router, query cache and slots (./ShellFrame.tsx), fetched once. */
export function loadShellFrame(): Promise<FrameModule> {
  frame ??= import('./ShellFrame.tsx');
  return frame;
}

export const loading = (
  <div className="backroom-full-page backroom-full-page-loading">
    <Spin size="large" />
  </div>
);

/**
 * Once a login succeeds, the chunks the workspace shows first (the shell, its frame and parts, the dashboard, its
 * charts, the identity slots) are fetched at once, in parallel, instead of one after the other as each asks.
 */
export function preloadWorkspace(): void {
  void loadShellFrame().catch(() => undefined);
  preloadShellFrame();
  void loadFrameParts().catch(() => undefined);
  void import('../../src/features/dashboard/index.ts').then((module) => module.preloadDashboardCharts()).catch(() => undefined);
  void import('../../src/features/identity/index.ts').catch(() => undefined);
}

export function renderLogin(props: LoginSlotProps) {
  const onLoggedIn: LoginSlotProps['onLoggedIn'] = (outcome) => {
    preloadWorkspace();
    props.onLoggedIn(outcome);
  };
  return (
    <Suspense fallback={loading}>
      <LoginScreen {...props} onLoggedIn={onLoggedIn} />
    </Suspense>
  );
}
