// <admin-shell>'s shell: the shell feature with the login and identity features plugged into its slots and the
// screen registry (features never import each other; the element composes them). The slots load lazily; this
// module itself loads once there is a session or a page other than a login page (./AdminShellElement.tsx).
import { Suspense, lazy } from 'react';
import { Spin } from '@douyinfe/semi-ui';
import type { CommonElementProps } from '../base/index.ts';
import { AdminShell, preloadableLazy } from '../../src/app/index.ts';
import type { IdentityDialogSlotProps, IdentityMenuSlotProps, UserLink } from '../../src/app/index.ts';
import type { BootstrapOutcome } from '../../src/core/session/index.ts';
// The hook alone, not the badges' index: the badge itself (and its CSS) comes with the frame's parts.
import { useMenuBadges } from '../../src/features/badges/useBadgeCounts.ts';
import {
  renderBackground,
  renderBanners,
  renderHelp,
  renderMenuBadge,
  renderNotices,
  renderTopBarActions,
} from './frameSlots.tsx';
import { SCREENS, SUB_APP_ELEMENTS } from './screens.ts';
import { loading, renderLogin } from './workspace.tsx';

const IdentityDialog = lazy(() => import('../../src/features/identity/index.ts').then((module) => ({ default: module.IdentityDialog })));
const IdentityMenuList = preloadableLazy(async () => (await import('../../src/features/identity/index.ts')).IdentityMenuList);

export interface ShellFrameProps {
  path: string | null;
  links: readonly UserLink[] | null;
  /** A login just done on the login page without the frame: the shell acts on it. */
  loginOutcome: BootstrapOutcome | null;
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

export function ShellFrame({ links, ...props }: CommonElementProps & ShellFrameProps) {
  return (
    <AdminShell
      {...props}
      links={Array.isArray(links) ? links : []}
      screens={SCREENS}
      subAppElements={SUB_APP_ELEMENTS}
      renderLogin={renderLogin}
      renderIdentityDialog={renderIdentityDialog}
      renderIdentityMenu={renderIdentityMenu}
      preloadIdentityMenu={IdentityMenuList.preload}
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
