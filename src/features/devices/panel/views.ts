// What a device panel shows: the fleet (list → detail), the console (find a device, command it), the online report, or
// the full-screen monitor. Inside <admin-shell> the device sub-application's page path says which.
import { SUB_APP_PREFIXES } from '../../../core/contract/index.ts';

export const PANEL_VIEWS = ['list', 'console', 'online-report', 'monitor'] as const;
export type PanelView = (typeof PANEL_VIEWS)[number];

/** '/Layout/device/console' → console, '…/onlineReport' → online-report, '…/monitor…' → monitor; else the list. */
export function panelViewOf(path: string | null): PanelView | null {
  if (!path) return null;
  const rest = path.split('?')[0].replace(SUB_APP_PREFIXES.device, '').toLowerCase();
  if (rest.includes('console')) return 'console';
  if (rest.includes('onlinereport') || rest.includes('online-report')) return 'online-report';
  if (rest.includes('monitor')) return 'monitor';
  return 'list';
}
