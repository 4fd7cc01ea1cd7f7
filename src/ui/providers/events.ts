// The elements' public events (DESIGN.md "Elements"): DOM CustomEvents from the host, bubbling and composed.
import type { DeviceCommandResult } from '../../core/contract/index.ts';
import type { SessionStatus } from '../../core/session/index.ts';
import type { ExportTask } from '../../core/contract/api/tasks.ts';

/** The `detail` of every `backroom-*` event, by name. */
export interface BackroomEventDetails {
  /** The element rendered for the first time (not again after a move in the DOM). */
  'backroom-ready': { tag: string; version: string };
  'backroom-session-change': { status: SessionStatus; currentGroupId: number | null };
  'backroom-identity-change': { groupId: number; previousGroupId: number | null };
  'backroom-logout': { reason: 'user' | 'expired' | 'other-tab' };
  /** Cancelable: a host router that calls preventDefault() takes the navigation over. */
  'backroom-navigate': { path: string; replace: boolean };
  'backroom-error': { message: string; code?: number; error?: unknown };
  'backroom-export-queued': { taskDesc: string; taskId: ExportTask['id'] | null };
  'backroom-command-result': { deviceId: string; command: string; ok: boolean; result: DeviceCommandResult | null };
  /**
   * Cancelable: an element found no session (and again when its 登录 button is pressed). A host that calls
   * preventDefault() shows its own login; otherwise the button opens the back office's login screen in a dialog.
   */
  'backroom-login-required': { tag: string };
}

export type BackroomEventName = keyof BackroomEventDetails;
export type BackroomEvent<N extends BackroomEventName> = CustomEvent<BackroomEventDetails[N]>;

export const BACKROOM_EVENTS: readonly BackroomEventName[] = [
  'backroom-ready',
  'backroom-session-change',
  'backroom-identity-change',
  'backroom-logout',
  'backroom-navigate',
  'backroom-error',
  'backroom-export-queued',
  'backroom-command-result',
  'backroom-login-required',
];

/** Events a host may cancel even when the caller does not say so. */
const CANCELABLE_BY_DEFAULT: ReadonlySet<BackroomEventName> = new Set(['backroom-navigate']);

export interface EmitOptions {
  cancelable?: boolean;
}

export type Emit = <N extends BackroomEventName>(name: N, detail: BackroomEventDetails[N], options?: EmitOptions) => boolean;

/** Dispatches from `host`; true unless a listener cancelled it (only cancelable events can be). */
export function emitFrom<N extends BackroomEventName>(
  host: EventTarget,
  name: N,
  detail: BackroomEventDetails[N],
  { cancelable = CANCELABLE_BY_DEFAULT.has(name) }: EmitOptions = {},
): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}

/** Event name → event type, for the DOM's event maps below. */
export type BackroomEventMap = { [N in BackroomEventName]: BackroomEvent<N> };

// Merged into the DOM's maps so addEventListener('backroom-navigate', ...) is typed on elements, document and
// window alike: the events bubble and are composed, so hosts often listen high up.
/* eslint-disable @typescript-eslint/no-empty-object-type -- interface merging needs the empty extending form */
declare global {
  interface HTMLElementEventMap extends BackroomEventMap {}
  interface DocumentEventMap extends BackroomEventMap {}
  interface WindowEventMap extends BackroomEventMap {}
}
/* eslint-enable @typescript-eslint/no-empty-object-type */
