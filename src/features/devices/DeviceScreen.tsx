// The device screens of <admin-shell>'s registry as device panels: the page's path says which view and which device
// (`?id=12` opens one), the menu title heads it.
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../core/i18n/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { queryId } from '../../ui/table/index.ts';
import { DevicePanel } from './panel/DevicePanel.tsx';
import type { DevicePanelProps, PanelView } from './panel/DevicePanel.tsx';

export function deviceScreen(view: PanelView, kind?: DevicePanelProps['kind']) {
  return function DeviceScreen({ path, title, navigate }: ScreenProps) {
    const { i18n } = useTranslation();
    // The monitor is full screen (hideLayout): its way back is to the dashboard.
    const onBack = view === 'monitor' ? () => navigate('/dashboard') : undefined;
    return <DevicePanel view={view} kind={kind} deviceId={queryId(path)} title={title} locale={toLocale(i18n.language)} onBack={onBack} />;
  };
}
