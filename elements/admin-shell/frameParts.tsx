// The features <admin-shell> hosts in its frame (spec §2): the top bar's icons, the low-balance banner, the notices
// a ready session brings up and the help centre. Dialogs and pages load lazily; this module
// itself loads with the frame (./frameSlots.tsx), never on a login page.
import { Suspense, lazy } from 'react';
import { ErrorLogButton } from '../../src/features/errorlog/index.ts';
import { HelpIconButton } from '../../src/features/help/index.ts';
import { MessageIconButton } from '../../src/features/inform/index.ts';
import { LowBalanceBanner } from '../../src/features/balance/index.ts';
import { ExportCacheButton } from '../../src/features/tasks/index.ts';
import { MenuBadge } from '../../src/features/badges/index.ts';
import type { ShellActions } from '../../src/app/index.ts';

const LowBalanceNotice = lazy(() => import('../../src/features/balance/index.ts').then((module) => ({ default: module.LowBalanceNotice })));
const LatestAnnouncement = lazy(() =>
  import('../../src/features/announcement/index.ts').then((module) => ({ default: module.LatestAnnouncement })),
);
const NewerPlatformPrompt = lazy(() =>
  import('../../src/features/newer-platform/index.ts').then((module) => ({ default: module.NewerPlatformPrompt })),
);
const HelpCentreScreen = lazy(() => import('../../src/features/help/index.ts').then((module) => ({ default: module.HelpCentreScreen })));

export function TopBarActions({ navigate, openHelp }: ShellActions) {
  return (
    <>
      <ErrorLogButton />
      <HelpIconButton openHelp={openHelp} />
      <ExportCacheButton />
      <MessageIconButton navigate={navigate} />
    </>
  );
}

export function Banners({ navigate }: ShellActions) {
  return <LowBalanceBanner navigate={navigate} />;
}

export function Notices({ navigate, switchIdentity }: ShellActions) {
  return (
    <Suspense fallback={null}>
      <LowBalanceNotice navigate={navigate} />
      <LatestAnnouncement />
      <NewerPlatformPrompt onSwitchIdentity={switchIdentity} />
    </Suspense>
  );
}

export function Help() {
  return (
    <Suspense fallback={null}>
      <HelpCentreScreen />
    </Suspense>
  );
}

export function Badge({ count }: { count: number }) {
  return <MenuBadge count={count} />;
}
