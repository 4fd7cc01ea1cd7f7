// One page of the workspace: a lazily loaded screen of the registry, "screen not available", or not found.
import { Component, memo, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Spin } from '@douyinfe/semi-ui';
import { NotFoundScreen, ScreenNotAvailable } from '../screens/StatusScreens.tsx';
import type { ScreenRegistry } from '../types.ts';
import type { PageView } from './resolve.ts';

export interface PageContentProps {
  view: PageView;
  path: string;
  title: string;
  screens: ScreenRegistry;
  navigate(path: string): void;
  goHome(): void;
  onError(error: Error): void;
}

interface BoundaryProps {
  fallback: ReactNode;
  onError(error: Error): void;
  children: ReactNode;
}

/**
 * A screen that cannot load (a chunk missing after a deploy) or crashes shows "screen not available" in its page
 * only, and the host hears `backroom-error`; the rest of the shell keeps working.
 */
class ScreenBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function PageLoading() {
  return (
    <div className="backroom-page-loading">
      <Spin size="large" />
    </div>
  );
}

/** The same page: what `PageContent` shows from its view is its kind and its screen's component. */
function sameView(a: PageView, b: PageView): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'notFound' || b.kind === 'notFound') return true;
  if (a.kind === 'subApp' || b.kind === 'subApp') return true;
  return a.component === b.component;
}

function sameProps(a: PageContentProps, b: PageContentProps): boolean {
  return sameView(a.view, b.view) && a.path === b.path && a.title === b.title && a.screens === b.screens &&
    a.navigate === b.navigate && a.goHome === b.goHome && a.onError === b.onError;
}

/**
 * Rendered again only when what it shows changes. The workspace keeps up to 20 pages of a tab mounted (hidden), and
 * the shell renders on every change of its own (a query starting or ending sets the content's aria-busy): without
 * this, each of those renders went through every kept page's screen, tables and all, and a page change cost more the
 * more pages had been opened before it. A screen's own data, language and state still render it as they change.
 */
export const PageContent = memo(function PageContent({ view, path, title, screens, navigate, goHome, onError }: PageContentProps) {
  if (view.kind === 'notFound') return <NotFoundScreen onGo={goHome} />;
  if (view.kind === 'subApp') return null; // shown by its sub-application container
  const Screen = view.kind === 'screen' ? screens[view.component] : undefined;
  const notAvailable = <ScreenNotAvailable component={view.component} onGo={goHome} />;
  if (!Screen) return notAvailable;
  return (
    <ScreenBoundary fallback={notAvailable} onError={onError}>
      <Suspense fallback={<PageLoading />}>
        <Screen path={path} title={title} navigate={navigate} />
      </Suspense>
    </ScreenBoundary>
  );
}, sameProps);
