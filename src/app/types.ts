// What the shell takes from the element that composes it: screens, sub-application elements and the login and
// identity features as render slots (features never import each other; DESIGN.md).
import type { ComponentType, ReactNode } from 'react';
import type { SubAppId } from '../core/menus/index.ts';
import type { BootstrapOutcome } from '../core/session/index.ts';
import type { ScreenProps } from '../ui/screen/index.ts';

/** What every screen of the registry receives. */
export type { ScreenProps };

/** Screen component names (contract `Screen`) → lazily loaded screens. */
export type ScreenRegistry = Readonly<Record<string, ComponentType<ScreenProps>>>;

/** The default tag of the element each sub-application mounts, when it has one (its own prefix is added). */
export type SubAppElements = Readonly<Partial<Record<SubAppId, string>>>;

/** An extra link of the user dropdown (spec §2): an app path, or an absolute URL opened in a new tab. */
export interface UserLink {
  text: string;
  href: string;
}

export interface LoginSlotProps {
  path: string;
  onLoggedIn(outcome: BootstrapOutcome): void;
}

/**
 * Called by the identity feature once the chosen identity is loaded (it has announced `backroom-identity-change`);
 * the outcome carries a convenience role's redirect.
 */
export type OnIdentitySwitched = (groupId: number, outcome: BootstrapOutcome) => void;

export interface IdentityDialogSlotProps {
  open: boolean;
  closable?: boolean;
  /** Closed without choosing (closable only). */
  onClose?(): void;
  onSwitched: OnIdentitySwitched;
  onLogout(): void;
}

export interface IdentityMenuSlotProps {
  onSwitched: OnIdentitySwitched;
}

/** What the shell offers the features it hosts in its frame. */
export interface ShellActions {
  /** The shell's navigation (announced by `backroom-navigate`). */
  navigate(path: string): void;
  /** The help centre in a new browser tab (spec §2), under the base path. */
  openHelp(): void;
  /** The 选择身份 dialog, closable. */
  switchIdentity(): void;
}

export interface ShellSlots {
  renderLogin(props: LoginSlotProps): ReactNode;
  renderIdentityDialog(props: IdentityDialogSlotProps): ReactNode;
  renderIdentityMenu(props: IdentityMenuSlotProps): ReactNode;
  /**
   * Fetches the identity list's code (the pointer or the focus on the user menu): the menu opens once it is there, so
   * 退出登录 is never pushed down under a pointer on its way to it by the list arriving after the menu opened.
   */
  preloadIdentityMenu?(): Promise<unknown>;
  /** The top bar's icons before the user dropdown: error log, help centre, notifications (spec §2). */
  renderTopBarActions(actions: ShellActions): ReactNode;
  /** Above the workspace: the low-balance banner (spec §2). */
  renderBanners(actions: ShellActions): ReactNode;
  /** What a ready session brings up: the low-balance notice, the latest announcement, the newer-platform prompt. */
  renderNotices(actions: ShellActions): ReactNode;
  /** Always mounted while the element is (the error log's capture). */
  renderBackground(): ReactNode;
  /** The help centre page at /help (spec §2: opened in a new browser tab). */
  renderHelp(): ReactNode;
  /** Background badge counts by screen component name (spec §4, §6); a hook, called once by the frame. */
  useMenuBadges(): Readonly<Record<string, number>>;
  /** The badge a sidebar entry shows beside its title. */
  renderMenuBadge(count: number): ReactNode;
}

export type Routing = 'history' | 'memory';

export interface AdminShellProps extends ShellSlots {
  apiBase: string;
  country: string;
  locale: 'zh-CN' | 'en';
  routing: Routing;
  /** History routing only: the app's base path ('/' standalone). */
  basePath: string;
  /** The host's own navigation (memory routing, or a partner driving the shell): the shell opens this path. */
  path: string | null;
  mainColor: string | null;
  minorColor: string | null;
  screens: ScreenRegistry;
  subAppElements: SubAppElements;
  links: readonly UserLink[];
  /** A login just done on the frame-less login page (LoginGate): the shell acts on its outcome when it mounts. */
  loginOutcome?: BootstrapOutcome | null;
}
