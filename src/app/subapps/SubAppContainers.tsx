// Embedded sub-applications (spec §2): the device sub-app, /Layout/crowdsource and /Layout/convenience each get one
// container, started on first visit and kept (hidden while elsewhere), whichever tab opens its pages. A sub-app with
// an element of its own mounts that element once and tells it the path; otherwise the container shows its screens.
// The element's own navigations (its `backroom-navigate`) are taken over: the shell navigates and answers with `path`.
import { createElement, useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useElementHost } from '../../ui/providers/index.ts';
import type { SubAppId } from '../../core/menus/index.ts';
import type { SubAppElements } from '../types.ts';

/** Attributes handed on to a sub-application's element, so it talks to the same API in the same language. */
export interface SubAppContext {
  apiBase: string;
  locale: string;
  country: string;
  mainColor: string | null;
  minorColor: string | null;
}

export interface SubAppContainersProps {
  /** The sub-application of the page shown, with its path; null when the page is not in one. */
  current: { subApp: SubAppId; path: string } | null;
  elements: SubAppElements;
  context: SubAppContext;
  /** A sub-app without an element shows the screen of its path here. */
  renderScreen(path: string): ReactNode;
  /** The shell's navigation, for the pages a sub-application's element opens. */
  onNavigate(path: string, replace: boolean): void;
}

/** admin-shell registered as `acme-admin-shell` mounts `acme-store-home`. */
export function siblingTag(ownTag: string, defaultTag: string): string {
  const prefix = ownTag.endsWith('admin-shell') ? ownTag.slice(0, -'admin-shell'.length) : '';
  return `${prefix}${defaultTag}`;
}

/**
 * A sub-application element's `backroom-navigate` stops at its container: the shell navigates instead (and announces
 * that itself), then hands the element the new `path`.
 */
function useTakeOverNavigation(onNavigate: SubAppContainersProps['onNavigate']) {
  const latest = useRef(onNavigate);
  latest.current = onNavigate;
  const cleanup = useRef<(() => void) | null>(null);
  useEffect(() => () => cleanup.current?.(), []);
  return useCallback((container: HTMLDivElement | null) => {
    cleanup.current?.();
    cleanup.current = null;
    if (!container) return;
    const listener = (event: Event) => {
      if (event.target === container) return;
      const { detail } = event as CustomEvent<{ path: string; replace: boolean }>;
      event.stopPropagation();
      event.preventDefault();
      latest.current(detail.path, detail.replace);
    };
    container.addEventListener('backroom-navigate', listener);
    cleanup.current = () => container.removeEventListener('backroom-navigate', listener);
  }, []);
}

function SubAppContainer({ onNavigate, ...props }: { onNavigate: SubAppContainersProps['onNavigate']; subApp: SubAppId; visible: boolean; children: ReactNode }) {
  const ref = useTakeOverNavigation(onNavigate);
  const { subApp, visible, children } = props;
  return (
    <div ref={ref} className="backroom-sub-app" data-sub-app={subApp} hidden={!visible} style={visible ? undefined : { display: 'none' }}>
      {children}
    </div>
  );
}

export function SubAppContainers({ current, elements, context, renderScreen, onNavigate }: SubAppContainersProps) {
  const { tag: ownTag } = useElementHost();
  // Sub-app → the last path it showed; an entry is added on first visit and stays: the container is started once.
  const [started, setStarted] = useState<ReadonlyMap<SubAppId, string>>(() => new Map());
  if (current && started.get(current.subApp) !== current.path) {
    setStarted(new Map(started).set(current.subApp, current.path));
  }

  return (
    <>
      {[...started].map(([subApp, path]) => {
        const visible = current?.subApp === subApp;
        const defaultTag = elements[subApp];
        const tag = defaultTag ? siblingTag(ownTag, defaultTag) : null;
        const content =
          tag && customElements.get(tag)
            ? createElement(tag, {
                path,
                routing: 'memory',
                'api-base': context.apiBase,
                locale: context.locale,
                country: context.country,
                'main-color': context.mainColor ?? undefined,
                'minor-color': context.minorColor ?? undefined,
              })
            : renderScreen(path);
        return (
          <SubAppContainer key={subApp} subApp={subApp} visible={visible} onNavigate={onNavigate}>
            {content}
          </SubAppContainer>
        );
      })}
    </>
  );
}
