import { Route } from '../../core/contract/index.ts';
import type { Messages } from '../../core/contract/index.ts';
import type { ShellTextKey } from '../../core/i18n/index.ts';

/** One section of the help centre: its anchor id, title and body (shell texts) and the body's values. */
export interface HelpSection {
  id: string;
  /** The route of the menu the section describes (a test checks it against the seeded menus); none for the shell's parts. */
  menuRoute?: string;
  title: ShellTextKey;
  body: ShellTextKey;
  /** i18n values: numbers, or `messages.<key>` texts looked up before interpolation. */
  values?: Readonly<Record<string, number | { message: `messages.${keyof typeof Messages}` }>>;
}

const message = (key: keyof typeof Messages) => ({ message: `messages.${key}` as const });

/** The back office's areas, in menu order, then how identities and the top bar work (issue 5). */
export const HELP_SECTIONS: readonly HelpSection[] = [
  { id: 'devices', menuRoute: '/deviceManager', title: 'areaDevices', body: 'helpDevices' },
  { id: 'replenishment', menuRoute: '/replenishManager', title: 'areaReplenishment', body: 'helpReplenishment' },
  { id: 'orders', menuRoute: '/orderManager', title: 'areaOrders', body: 'helpOrders' },
  { id: 'complaints', menuRoute: '/complaintManager', title: 'areaComplaints', body: 'helpComplaints' },
  { id: 'merchants', menuRoute: '/merchantManager', title: 'areaMerchants', body: 'helpMerchants' },
  { id: 'accounts', menuRoute: '/accountManager', title: 'areaAccounts', body: 'helpAccounts' },
  { id: 'announcements', menuRoute: '/proclamation', title: 'areaAnnouncements', body: 'helpAnnouncements' },
  { id: 'async-tasks', menuRoute: '/asyncTask', title: 'areaAsyncTasks', body: 'helpAsyncTasks', values: { cache: message('exportCache') } },
  { id: 'system', menuRoute: '/system', title: 'areaSystem', body: 'helpSystem' },
  { id: 'reports', menuRoute: '/reportCenter', title: 'areaReports', body: 'helpReports' },
  { id: 'convenience', menuRoute: Route.convenience, title: 'areaConvenience', body: 'helpConvenience' },
  { id: 'identities', title: 'areaIdentities', body: 'helpIdentities' },
  {
    id: 'top-bar',
    title: 'areaTopBar',
    body: 'helpTopBar',
    values: {
      errorLog: message('errorLog'),
      help: message('helpCentre'),
      cache: message('exportCache'),
      notifications: message('notifications'),
      handle: message('handle'),
    },
  },
];
