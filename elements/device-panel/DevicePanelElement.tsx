// <device-panel>'s component (loaded on first render, elements/device-panel.tsx declares the element).
import { DevicePanel, deviceWords, panelViewOf } from '../../src/features/devices/index.ts';
import { useWords } from '../../src/ui/i18n/index.ts';
import type { PanelView } from '../../src/features/devices/index.ts';
import { ElementSession } from '../../src/ui/session/index.ts';
import type { CommonElementProps } from '../base/index.ts';
import { SignInGate } from '../base/SignInGate.tsx';
import type { DevicePanelElementProps } from '../device-panel.tsx';

/** The heading of each view (the fleet list has none: its tabs say what it shows). */
const TITLES: Readonly<Record<PanelView, 'consoleTitle' | 'tabOnline' | 'monitorTitle' | null>> = {
  list: null,
  console: 'consoleTitle',
  'online-report': 'tabOnline',
  monitor: 'monitorTitle',
};

/** A positive whole number, else no device. */
function idOf(text: string | null): number | null {
  return text !== null && /^\d+$/.test(text.trim()) && Number(text) > 0 ? Number(text) : null;
}

function Panel({ deviceId, view, path, locale, country }: DevicePanelElementProps & Pick<CommonElementProps, 'locale' | 'country'>) {
  const { t } = useWords(deviceWords);
  const shown = panelViewOf(path) ?? view;
  const pathId = path ? idOf(new URLSearchParams(path.split('?')[1] ?? '').get('id')) : null;
  return (
    <DevicePanel
      view={shown}
      deviceId={idOf(deviceId) ?? pathId}
      locale={locale}
      country={country}
      title={TITLES[shown] ? t(TITLES[shown]) : ''}
    />
  );
}

export function DevicePanelElement({ apiBase, country, locale, deviceId, view, path }: CommonElementProps & DevicePanelElementProps) {
  return (
    <ElementSession apiBase={apiBase} country={country} locale={locale}>
      <SignInGate>
        <Panel deviceId={deviceId} view={view} path={path} locale={locale} country={country} />
      </SignInGate>
    </ElementSession>
  );
}
