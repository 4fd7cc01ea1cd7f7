// The React tree of one element: its providers, the ready signal, and a boundary that reports crashes.
import { Component, Suspense, useEffect, useLayoutEffect } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ElementProviders, useElementHost, useEmit } from '../../src/ui/providers/index.ts';
import { takePageLogin } from '../../src/ui/session/pageLogin.ts';
import type { Emit } from '../../src/ui/providers/index.ts';
import type { Locale } from '../../src/core/i18n/index.ts';

export interface ElementRootProps {
  host: HTMLElement;
  tag: string;
  version: string;
  popupContainer: HTMLElement;
  component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
}

/** `backroom-ready` once per mount: a move in the DOM keeps the mount, so it does not fire again. */
function ReadySignal({ tag, version }: { tag: string; version: string }) {
  const emit = useEmit();
  useEffect(() => {
    emit('backroom-ready', { tag, version });
  }, [emit, tag, version]);
  return null;
}

function CrashNotice() {
  const { t } = useTranslation();
  // Shown, not hidden under the login form a login path's HTML painted (its code never came to take it).
  const { host } = useElementHost();
  useLayoutEffect(() => void takePageLogin(host.ownerDocument), [host]);
  return <div role="alert" className="backroom-crash">{t('codes.generic')}</div>;
}

/** A component that throws must not blank a partner's page silently: the host hears `backroom-error`. */
class CrashBoundary extends Component<{ emit: Emit; children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    this.props.emit('backroom-error', { message: error.message, error });
  }

  override render(): ReactNode {
    return this.state.crashed ? <CrashNotice /> : this.props.children;
  }
}

function Guarded({ children }: { children: ReactNode }) {
  return <CrashBoundary emit={useEmit()}>{children}</CrashBoundary>;
}

export function ElementRoot({ host, tag, version, popupContainer, component: Feature, props }: ElementRootProps) {
  return (
    <ElementProviders host={host} tag={tag} version={version} popupContainer={popupContainer} locale={props.locale as Locale}>
      <Guarded>
        {/* The component's code arrives on first render (lazyComponent): ready once it is there. */}
        <Suspense fallback={null}>
          <ReadySignal tag={tag} version={version} />
          <Feature {...props} />
        </Suspense>
      </Guarded>
    </ElementProviders>
  );
}
