// <admin-shell>'s component: the shell feature with the login and identity features plugged into its slots and
// the screen registry (features never import each other; the element composes them). The slots load lazily.
import { Suspense, lazy } from 'react';
import { Spin } from '@douyinfe/semi-ui';
import type { CommonElementProps } from '../base/index.ts';
import { AdminShell, preloadShellFrame } from '../../src/app/index.ts';
import type { IdentityDialogSlotProps, IdentityMenuSlotProps, LoginSlotProps, UserLink } from '../../src/app/index.ts';
// The hook alone, not the badges' index: the badge itself (and its CSS) comes with the frame's parts.
import { useMenuBadges } from '../../src/features/badges/useBadgeCounts.ts';
import {
  loadFrameParts,
  renderBackground,
  renderBanners,
  renderHelp,
  renderMenuBadge,
  renderNotices,
  renderTopBarActions,
} from './frameSlots.tsx';
import { SCREENS, SUB_APP_ELEMENTS } from './screens.ts';

const LoginScreen = lazy(() => import('../../src/features/login/index.ts').then((module) => ({ default: module.LoginScreen })));
const IdentityDialog = lazy(() => import('../../src/features/identity/index.ts').then((module) => ({ default: module.IdentityDialog })));
const IdentityMenuList = lazy(() =>
  import('../../src/features/identity/index.ts').then((module) => ({ default: module.IdentityMenuList })),
);

/** admin-shell's own attributes and properties on top of the common ones. */
export interface AdminShellOwnProps {
  path: string | null;
  links: readonly UserLink[] | null;
}

const loading = (
  <div className="backroom-full-page backroom-full-page-loading">
    <Spin size="large" />
  </div>
);

/**
 * Once a login succeeds, the chunks the workspace shows first (the frame and its parts, the dashboard, its charts,
 * the identity slots) are fetched at once, in parallel, instead of one after the other as each screen asks (issue 15).
 */
function preloadWorkspace(): void {
  preloadShellFrame();
  void loadFrameParts().catch(() => undefined);
  void import('../../src/features/dashboard/index.ts').then((module) => module.preloadDashboardCharts()).catch(() => undefined);
  void import('../../src/features/identity/index.ts').catch(() => undefined);
}

function renderLogin(props: LoginSlotProps) {
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

function renderIdentityDialog(props: IdentityDialogSlotProps) {
  return (
    <Suspense fallback={loading}>
      <IdentityDialog {...props} />
    </Suspense>
  );
}

function renderIdentityMenu(props: IdentityMenuSlotProps) {
  return (
    <Suspense fallback={<Spin />}>
      <IdentityMenuList {...props} />
    </Suspense>
  );
}

export function AdminShellElement({ links, ...props }: CommonElementProps & AdminShellOwnProps) {
  return (
    <AdminShell
      {...props}
      links={Array.isArray(links) ? links : []}
      screens={SCREENS}
      subAppElements={SUB_APP_ELEMENTS}
      renderLogin={renderLogin}
      renderIdentityDialog={renderIdentityDialog}
      renderIdentityMenu={renderIdentityMenu}
      renderTopBarActions={renderTopBarActions}
      renderBanners={renderBanners}
      renderNotices={renderNotices}
      renderBackground={renderBackground}
      renderHelp={renderHelp}
      useMenuBadges={useMenuBadges}
      renderMenuBadge={renderMenuBadge}
    />
  );
}
