// The main frame (spec §2): sidebar, top bar, workspace tabs, breadcrumb, the kept-alive pages and the
// sub-application containers. hideLayout pages keep the same tree, so nothing remounts when the frame hides.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Layout, SideSheet } from '@douyinfe/semi-ui';
import { IconMenu } from '@douyinfe/semi-icons';
import { useIsFetching } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MAX_TABS, Route } from '../../core/contract/index.ts';
import type { UserData } from '../../core/contract/api/staff.ts';
import { currentPage } from '../../core/tabs/index.ts';
import type { PageMeta, TabPage, TabRefusal } from '../../core/tabs/index.ts';
import { IconAction } from '../../ui/icon-action/index.ts';
import { useEmit, useToast } from '../../ui/providers/index.ts';
import { usePhoneScreen } from '../../ui/screen/index.ts';
import { useSessionServices } from '../../ui/session/index.ts';
import { useShellConfig } from '../context.ts';
import type { ShellNavigate } from '../navigation/useNavigation.ts';
import { PageContent } from '../routes/PageContent.tsx';
import { preloadScreen, preloadWhenIdle } from '../routes/preloadable.ts';
import { pathnameOf, resolvePage, resolveSubAppScreen, routeOf, standalonePath } from '../routes/resolve.ts';
import type { PageView, RouteTable } from '../routes/resolve.ts';
import type { SessionFlow } from '../session/useSessionFlow.ts';
import { navModel, sidebarPages } from '../sidebar/navModel.ts';
import { SecondaryMenu } from '../sidebar/SecondaryMenu.tsx';
import { Sidebar } from '../sidebar/Sidebar.tsx';
import { useSidebarCollapsed } from '../sidebar/useSidebarCollapsed.ts';
import { SubAppContainers } from '../subapps/SubAppContainers.tsx';
import { KeepAliveOutlet } from '../tabs/KeepAliveOutlet.tsx';
import { TabsBar } from '../tabs/TabsBar.tsx';
import { useWorkspaceTabs } from '../tabs/useWorkspaceTabs.ts';
import type { ShellActions, UserLink } from '../types.ts';
import { underBase } from '../routes/basePath.ts';
import { ShellBreadcrumb } from './ShellBreadcrumb.tsx';
import { TopBar } from './TopBar.tsx';
import { UserMenu } from './UserMenu.tsx';

export interface ShellLayoutProps {
  table: RouteTable;
  staff: UserData;
  go: ShellNavigate;
  flow: SessionFlow;
}

/**
 * The content region, busy while any of its data is asked for the first time (a refresh of data already shown is
 * not): assistive technology waits for the content, and so can a script driving the page. A component of its own so
 * that a query starting or ending renders this attribute only, not the frame (sidebar, top bar, tabs) around it.
 */
function ContentRegion({ scroller, children }: { scroller: RefObject<HTMLDivElement>; children: ReactNode }) {
  const loading = useIsFetching({ predicate: (query) => query.state.status === 'pending' }) > 0;
  return (
    <div className="backroom-shell-scroll" id="backroom-content" ref={scroller} tabIndex={-1} aria-busy={loading}>
      {children}
    </div>
  );
}

function openInNewTab(url: string): void {
  globalThis.open?.(url, '_blank', 'noopener');
}

export function ShellLayout({ table, staff, go, flow }: ShellLayoutProps) {
  const config = useShellConfig();
  const { t } = useTranslation();
  const toast = useToast();
  const emit = useEmit();
  const { platform } = useSessionServices();
  const location = useLocation();
  const pathname = pathnameOf(location.pathname);

  const badges = config.useMenuBadges();
  const badgeOf = useCallback((path: string) => badges[table.byPath.get(path)?.component ?? ''] ?? 0, [badges, table]);

  const titleOf = useCallback(
    (fullPath: string): string => {
      const title = routeOf(fullPath, table)?.title;
      if (title) return title;
      const path = pathnameOf(fullPath);
      if (path === Route.dashboard) return t('shell.dashboard');
      if (path === Route.inform) return t('messages.notifications');
      return resolvePage(fullPath, table).kind === 'notFound' ? t('shell.notFound') : path;
    },
    [table, t],
  );
  const metaOf = useCallback(
    (fullPath: string): PageMeta => ({ title: titleOf(fullPath), noCache: routeOf(fullPath, table)?.meta.noCache ?? false }),
    [table, titleOf],
  );
  const onRefused = useCallback(
    (refused: TabRefusal) => {
      if (refused === 'tabLimit') toast.warning(t('shell.tabLimit', { n: MAX_TABS }));
    },
    [toast, t],
  );
  const tabs = useWorkspaceTabs({ go, tracking: standalonePath(pathname) === null && pathname !== Route.root, metaOf, onRefused });

  const page = currentPage(tabs.state);
  const view = resolvePage(page.fullPath, table);
  const route = view.kind === 'notFound' ? null : view.route;
  const showFrame = !(route?.meta.hideLayout ?? false);
  const model = useMemo(() => navModel(table.built.sidebar), [table]);
  const secondary = model.secondaryMenuOf(pathnameOf(page.fullPath));
  const sidebar = useSidebarCollapsed(platform);
  // On a phone the sidebar is a drawer the top bar opens; choosing a page closes it.
  const phone = usePhoneScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => setDrawerOpen(false), [page.fullPath, phone]);

  const open = useCallback(
    (path: string) => {
      if (URL.canParse(path)) openInNewTab(path);
      else if (pathnameOf(path) === Route.help) openInNewTab(underBase(config.basePath, Route.help));
      else go(path);
    },
    [go, config.basePath],
  );
  const goHome = useCallback(() => go(Route.dashboard), [go]);
  // The 选择身份 dialog on demand (the newer-platform prompt's 切换身份), closable: an identity is in use.
  const [choosingIdentity, setChoosingIdentity] = useState(false);
  const actions = useMemo<ShellActions>(
    () => ({
      navigate: (path) => void open(path),
      openHelp: () => open(Route.help),
      switchIdentity: () => setChoosingIdentity(true),
    }),
    [open],
  );
  const onScreenError = useCallback((error: Error) => emit('backroom-error', { message: error.message, error }), [emit]);

  // spec §2: the page scrolls to the top on navigation.
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    scroller.current?.scrollTo?.({ top: 0 });
    if (config.routing === 'history') globalThis.scrollTo?.({ top: 0 });
  }, [page.fullPath, tabs.state.activeTabId, config.routing]);

  const renderView = (view: PageView, target: TabPage) => (
    <PageContent
      view={view}
      path={target.fullPath}
      title={titleOf(target.fullPath)}
      screens={config.screens}
      navigate={open}
      goHome={goHome}
      onError={onScreenError}
    />
  );
  // A page the sidebar expects the user to open: its screen's code fetched ahead (src/app/routes/preloadable.ts).
  const expectPage = useCallback(
    (path: string) => {
      const expected = resolvePage(path, table);
      return expected.kind === 'screen' ? preloadScreen(config.screens[expected.component]) : Promise.resolve();
    },
    [table, config.screens],
  );
  // While the user reads the page, the sidebar's pages in its order, one at a time in idle moments; a page opened
  // meanwhile has the machine to itself, and the rest follow once it has been shown a while.
  useEffect(() => preloadWhenIdle(sidebarPages(model.entries), expectPage), [model, expectPage, page.fullPath]);
  const renderPage = (target: TabPage) => renderView(resolvePage(target.fullPath, table), target);
  const renderSubAppScreen = (path: string) =>
    renderView(resolveSubAppScreen(path, table), { fullPath: path, title: titleOf(path), noCache: false, refreshKey: 0 });

  const sidebarOf = (collapsed: boolean, onToggle: () => void) => (
    <Sidebar
      model={model}
      pathname={pathnameOf(page.fullPath)}
      collapsed={collapsed}
      onToggle={onToggle}
      onOpen={open}
      badgeOf={badgeOf}
      renderBadge={config.renderMenuBadge}
      onExpect={expectPage}
    />
  );
  const menuButton = phone ? <IconAction className="backroom-open-main-menu" label={t('shell.openMainMenu')} icon={<IconMenu />} onClick={() => setDrawerOpen(true)} /> : undefined;

  const userMenu = (
    <UserMenu
      staff={staff}
      links={config.links}
      identityMenu={(close) =>
        config.renderIdentityMenu({
          onSwitched: (groupId, outcome) => {
            close();
            flow.switched(groupId, outcome);
          },
        })
      }
      prepareIdentityMenu={config.preloadIdentityMenu}
      onLink={(link: UserLink) => open(link.href)}
      onLogout={() => void flow.logout()}
    />
  );

  return (
    <Layout className="backroom-shell" data-frame={showFrame ? 'shown' : 'hidden'}>
      {showFrame && (
        // The first Tab stop: past the sidebar, top bar and tabs to the page (a fragment link cannot reach into the
        // shadow root, so it moves focus itself).
        <a
          className="backroom-skip-link"
          href="#backroom-content"
          onClick={(event) => {
            event.preventDefault();
            scroller.current?.focus();
          }}
        >
          {t('shell.skipToContent')}
        </a>
      )}
      {showFrame && !phone && <Layout.Sider className="backroom-shell-sider">{sidebarOf(sidebar.collapsed, sidebar.toggle)}</Layout.Sider>}
      {showFrame && phone && (
        <SideSheet
          className="backroom-shell-drawer"
          placement="left"
          width={280}
          title={null}
          closable={false}
          visible={drawerOpen}
          onCancel={() => setDrawerOpen(false)}
          bodyStyle={{ padding: 0 }}
        >
          {sidebarOf(false, () => setDrawerOpen(false))}
        </SideSheet>
      )}
      <Layout className="backroom-shell-main">
        {showFrame && (
          <Layout.Header className="backroom-shell-header">
            <TopBar staff={staff} leading={menuButton} actions={config.renderTopBarActions(actions)} userMenu={userMenu} />
          </Layout.Header>
        )}
        {showFrame && config.renderBanners(actions)}
        {showFrame && <TabsBar tabs={tabs} titleOf={titleOf} />}
        <Layout.Content className="backroom-shell-content">
          <ContentRegion scroller={scroller}>
            {showFrame && secondary && <SecondaryMenu menu={secondary} pathname={pathnameOf(page.fullPath)} onOpen={open} />}
            {showFrame && route && <ShellBreadcrumb items={route.meta.breadcrumb} onOpen={open} />}
            <KeepAliveOutlet state={tabs.state} renderPage={renderPage} />
            <SubAppContainers
              current={view.kind === 'subApp' ? { subApp: view.subApp, path: page.fullPath } : null}
              elements={config.subAppElements}
              context={config}
              renderScreen={renderSubAppScreen}
              onNavigate={(path, replace) => void go(path, { replace })}
            />
          </ContentRegion>
        </Layout.Content>
      </Layout>
      {config.renderNotices(actions)}
      {choosingIdentity &&
        config.renderIdentityDialog({
          open: true,
          closable: true,
          onClose: () => setChoosingIdentity(false),
          onSwitched: (groupId, outcome) => {
            setChoosingIdentity(false);
            flow.switched(groupId, outcome);
          },
          onLogout: () => void flow.logout(),
        })}
    </Layout>
  );
}
