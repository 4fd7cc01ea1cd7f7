// Lazily loaded components that never suspend once their code is there (issue 15). React.lazy suspends on its first
// render even when the chunk has long arrived (its import() only starts then), and React 18 holds a retry that
// shows a new fallback until 500 ms after the last fallback (FALLBACK_THROTTLE_MS): the frame and the dashboard,
// each behind a lazy, appeared about half a second after the session's answers. Here the chunk is fetched ahead
// (`preload()`), and once it is in, the lazy resolves synchronously (React reads a thenable that calls back at once).
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Route, Screen } from '../../core/contract/index.ts';
import type { ScreenRegistry } from '../types.ts';

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the component's chunk; the same promise however often it is called (again after a failure). */
  preload(): Promise<ComponentType<P>>;
};

export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: { default: ComponentType<P> } | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = { default: component };
        return component;
      },
      (error: unknown) => {
        loading = null; // a chunk that failed (a deploy in between) is asked for again next time
        throw error;
      },
    ));
  const component = lazy(() => {
    const module = loaded;
    if (module) return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<typeof module>;
    return preload().then((resolved) => ({ default: resolved }));
  });
  return Object.assign(component, { preload });
}

function isPreloadable(component: unknown): component is PreloadableComponent<object> {
  return typeof (component as Partial<PreloadableComponent<object>> | null)?.preload === 'function';
}

/**
 * Fetches a screen's code ahead when it is preloadable (issue 30: the sidebar when the pointer or the focus reaches
 * an entry, the frame in idle moments), so a click finds the code there and the screen renders without suspending.
 * A failure is left for the click to meet (the screen's boundary says so).
 */
export function preloadScreen(component: unknown): Promise<void> {
  if (!isPreloadable(component)) return Promise.resolve();
  return component.preload().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * How long the page waits after showing the frame before it fetches screens in idle moments: the page's own chunks and
 * calls go first (they are out by then), and a list opened soon after the dashboard finds its code (with 2 s the bench's
 * first page change waited for it: 530–593 ms instead of 280–327 ms).
 */
export const IDLE_PRELOAD_AFTER_MS = 500;

/**
 * The screens of `paths` fetched ahead while the user reads the page (issue 30): IDLE_PRELOAD_AFTER_MS after the
 * frame is shown, then one screen at a time, each in an idle moment of its own (requestIdleCallback) once the one
 * before has arrived, so a page's work or the user's input never waits behind a batch of compiles. Returns the stop.
 */
export function preloadWhenIdle(paths: readonly string[], preload: (path: string) => Promise<void>): () => void {
  const left = [...paths];
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const next = () => {
    if (stopped || left.length === 0) return;
    const run = () => {
      if (!stopped) void preload(left.shift() as string).then(next);
    };
    if (typeof globalThis.requestIdleCallback === 'function') idle = globalThis.requestIdleCallback(run);
    else timer = setTimeout(run, 200);
  };
  timer = setTimeout(next, IDLE_PRELOAD_AFTER_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
    if (idle !== undefined) globalThis.cancelIdleCallback?.(idle);
  };
}

/**
 * While the session loads, the screen the path will show when it is known without the menus: the dashboard at / and
 * /dashboard (spec §2). Other paths wait for the menus' route table.
 */
export function preloadLandingScreen(pathname: string, screens: ScreenRegistry): void {
  const clean = pathname.replace(/\/+$/, '') || Route.root;
  if (clean !== Route.root && clean !== Route.dashboard) return;
  void preloadScreen(screens[Screen.dashboard]);
}
