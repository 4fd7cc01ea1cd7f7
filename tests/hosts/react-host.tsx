// A React 18 partner app (its own React, bundled by the test) embedding <admin-shell> cross-origin: attributes and
// properties from its state, events into its state, a theme switch and a remount by key.
import { useEffect, useRef, useState } from 'react';
import type React from 'react';
import { createRoot } from 'react-dom/client';

declare const API: string;

/** How this partner app types the tag for JSX (a partner on React 19 would use the generated HTMLElementTagNameMap). */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'admin-shell': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        routing?: string;
        'api-base'?: string;
        'main-color'?: string;
      };
    }
  }
}

function App() {
  const [color, setColor] = useState('#1E80FF');
  const [shown, setShown] = useState(true);
  const [events, setEvents] = useState<string[]>([]);
  const ref = useRef<HTMLElement & { links?: unknown }>(null);
  useEffect(() => {
    const shell = ref.current;
    if (!shell) return undefined;
    shell.links = [{ text: 'Partner help', href: 'https://partner.example/help' }];
    const log = (event: Event) => setEvents((seen) => [...seen, `${event.type}:${JSON.stringify((event as CustomEvent).detail)}`]);
    const names = ['backroom-ready', 'backroom-session-change', 'backroom-logout'];
    for (const name of names) shell.addEventListener(name, log);
    return () => names.forEach((name) => shell.removeEventListener(name, log));
  }, [shown]);
  (window as unknown as { host: unknown }).host = {
    setColor,
    remount: () => {
      setShown(false);
      setTimeout(() => setShown(true), 0);
    },
  };
  return (
    <div>
      <header><button id="host-button">Host button</button></header>
      <output id="events">{events.join('\n')}</output>
      {shown && <admin-shell ref={ref} routing="memory" api-base={API} main-color={color} style={{ display: 'block', height: 640 }} />}
    </div>
  );
}

createRoot(document.getElementById('app') as HTMLElement).render(<App />);
