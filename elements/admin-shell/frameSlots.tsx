// The features <admin-shell> hosts in its frame (spec §2): the top bar's icons, the low-balance banner, the notices
// a ready session brings up, the error log's capture and the help centre. Dialogs and pages load lazily.
import { Suspense, lazy } from 'react';
import { ErrorLogButton, useErrorCapture } from '../../src/features/errorlog/index.ts';
import { HelpIconButton } from '../../src/features/help/index.ts';
import { MessageIconButton } from '../../src/features/inform/index.ts';
import { LowBalanceBanner } from '../../src/features/balance/index.ts';
import { ExportCacheButton } from '../../src/features/tasks/index.ts';
import { MenuBadge } from '../../src/features/badges/index.ts';
import type { ShellActions } from '../../src/app/index.ts';
import { useHttp } from '../../src/ui/session/index.ts';

const LowBalanceNotice = lazy(() => import('../../src/features/balance/index.ts').then((module) => ({ default: module.LowBalanceNotice })));
const LatestAnnouncement = lazy(() =>
  import('../../src/features/announcement/index.ts').then((module) => ({ default: module.LatestAnnouncement })),
);
const NewerPlatformPrompt = lazy(() =>
  import('../../src/features/newer-platform/index.ts').then((module) => ({ default: module.NewerPlatformPrompt })),
);
const HelpCentreScreen = lazy(() => import('../../src/features/help/index.ts').then((module) => ({ default: module.HelpCentreScreen })));

/** Uncaught errors, unhandled rejections and failed requests of this element go to the page's 'bug日志'. */
function ErrorCapture() {
  useErrorCapture({ source: window, http: useHttp() });
  return null;
}

export function renderTopBarActions({ navigate, openHelp }: ShellActions) {
  return (
    <>
      <ErrorLogButton />
      <HelpIconButton openHelp={openHelp} />
      <ExportCacheButton />
      <MessageIconButton navigate={navigate} />
    </>
  );
}

export function renderBanners({ navigate }: ShellActions) {
  return <LowBalanceBanner navigate={navigate} />;
}

export function renderNotices({ navigate, switchIdentity }: ShellActions) {
  return (
    <Suspense fallback={null}>
      <LowBalanceNotice navigate={navigate} />
      <LatestAnnouncement />
      <NewerPlatformPrompt onSwitchIdentity={switchIdentity} />
    </Suspense>
  );
}

export function renderBackground() {
  return <ErrorCapture />;
}

export function renderHelp() {
  return (
    <Suspense fallback={null}>
      <HelpCentreScreen />
    </Suspense>
  );
}

export function renderMenuBadge(count: number) {
  return <MenuBadge count={count} />;
}
