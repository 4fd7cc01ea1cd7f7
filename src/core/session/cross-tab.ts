import { StorageName, parseJson, storageKey } from '../platform/index.ts';
import type { Platform } from '../platform/index.ts';

/** The BroadcastChannel every tab's session listens on (DESIGN.md). */
export const SESSION_CHANNEL = 'backroom.session';

export type SessionMessage = { type: 'logout' } | { type: 'identity'; groupId: number };

/** On the wire a message also names the page that sent it, so a page ignores its own. */
type Wire = SessionMessage & { from: string };

function parse(raw: unknown): Wire | null {
  const value = typeof raw === 'string' ? parseJson(raw) : raw;
  if (typeof value !== 'object' || value === null) return null;
  const wire = value as Partial<Wire> & { groupId?: unknown };
  if (typeof wire.from !== 'string') return null;
  if (wire.type === 'logout') return { type: 'logout', from: wire.from };
  if (wire.type === 'identity' && typeof wire.groupId === 'number') {
    return { type: 'identity', groupId: wire.groupId, from: wire.from };
  }
  return null;
}

export interface SessionLink {
  post(message: SessionMessage): void;
  close(): void;
}

/**
 * Sends and receives session messages between tabs: BroadcastChannel where it exists, otherwise a write to
 * `backroom:session-event` that other tabs see as a storage event.
 */
export function openSessionLink(platform: Platform, tabId: string, receive: (message: SessionMessage) => void): SessionLink {
  const deliver = (raw: unknown) => {
    const wire = parse(raw);
    if (!wire || wire.from === tabId) return;
    receive(wire.type === 'logout' ? { type: 'logout' } : { type: 'identity', groupId: wire.groupId });
  };
  const channel = platform.channel(SESSION_CHANNEL);
  if (channel) {
    const unsubscribe = channel.subscribe(deliver);
    return {
      post: (message) => channel.postMessage({ ...message, from: tabId }),
      close() {
        unsubscribe();
        channel.close();
      },
    };
  }
  const key = storageKey(StorageName.sessionEvent);
  let sent = 0;
  const unlisten = platform.addStorageListener((change) => {
    if (change.key === key && change.newValue !== null) deliver(change.newValue);
  });
  return {
    // Time and count make every write a change, so a repeated message still raises an event.
    post: (message) => platform.local.setItem(key, JSON.stringify({ ...message, from: tabId, at: platform.now(), seq: ++sent })),
    close: unlisten,
  };
}
