// The panel's one connection to the command event stream (issue 10: GET /api/iot/ops/events, resumable with
// Last-Event-ID). While it is open, a command waits for its terminal event instead of polling; when the server has no
// stream, or it drops, commands poll (spec §4) and the stream is tried again a little later.
import { CLIENT_HEADER_VALUE, DEFAULT_COUNTRY } from '../../../core/contract/index.ts';
import { StreamUnavailable, readEventStream } from '../../../core/device/index.ts';
import type { StreamEvent } from '../../../core/device/index.ts';
import type { HttpClient } from '../../../core/http/index.ts';
import type { Platform } from '../../../core/platform/index.ts';
import { DEVICE_EVENT_NAMES, FINAL_COMMAND_STATES } from '../../../core/contract/api/iot.ts';
import type { DeviceEvent } from '../../../core/contract/api/iot.ts';

/** One entry of the stream: an operations-log row (a command transition, or an operation such as a lock). */
export type CommandTransition = DeviceEvent;

export const isTerminal = (state: string): boolean => (FINAL_COMMAND_STATES as readonly string[]).includes(state);

/**
 * How many terminal transitions the stream remembers by msgId: a command's answer may cross the stream before the
 * answer to its POST reaches the page (a busy server, a slow network), and its waiter must still find it.
 */
const REMEMBERED_FINALS = 500;

/** Waiting before trying the stream again: after a drop, and (longer) when the server has none. */
const RETRY_AFTER_DROP_MS = 3_000;
const RETRY_UNAVAILABLE_MS = 60_000;

export function transitionOf(event: StreamEvent): CommandTransition | null {
  if (!(DEVICE_EVENT_NAMES as readonly string[]).includes(event.event)) return null;
  try {
    const data = JSON.parse(event.data) as CommandTransition;
    return typeof data === 'object' && data !== null && typeof data.state === 'string' ? data : null;
  } catch {
    return null;
  }
}

export interface CommandStream {
  /** The stream is open: commands wait for their events. */
  readonly connected: boolean;
  /** Every transition seen (the monitor's live feed, a command's end); returns the unsubscribe. */
  subscribe(listener: (transition: CommandTransition) => void): () => void;
  /** The terminal transition of `msgId` if the stream has already carried it (the last few hundred are kept). */
  finalOf(msgId: string): CommandTransition | undefined;
  /** Listens to `connected` changes. */
  onStatus(listener: () => void): () => void;
  close(): void;
}

export interface CommandStreamOptions {
  http: HttpClient;
  platform: Platform;
  path: string;
  getToken(): string | null;
  country: string;
}

export function openCommandStream({ http, platform, path, getToken, country }: CommandStreamOptions): CommandStream {
  const listeners = new Set<(transition: CommandTransition) => void>();
  const statusListeners = new Set<() => void>();
  const finals = new Map<string, CommandTransition>();
  const abort = new AbortController();
  let connected = false;
  let lastEventId: string | null = null;
  let retry: unknown = null;

  const setConnected = (next: boolean) => {
    if (connected === next) return;
    connected = next;
    for (const listener of statusListeners) listener();
  };

  const connect = async (): Promise<void> => {
    retry = null;
    const token = getToken();
    if (!token || abort.signal.aborted) return;
    let wait = RETRY_AFTER_DROP_MS;
    try {
      lastEventId = await readEventStream({
        url: http.url(path),
        headers: { Authorization: `Bearer ${token}`, Client: CLIENT_HEADER_VALUE, country: country || DEFAULT_COUNTRY },
        lastEventId,
        signal: abort.signal,
        onOpen: () => setConnected(true),
        onEvent: (event) => {
          const transition = transitionOf(event);
          if (!transition) return;
          if (transition.msgId && isTerminal(transition.state)) {
            finals.set(transition.msgId, transition);
            if (finals.size > REMEMBERED_FINALS) finals.delete(finals.keys().next().value as string);
          }
          for (const listener of listeners) listener(transition);
        },
      });
    } catch (error) {
      if (error instanceof StreamUnavailable) wait = RETRY_UNAVAILABLE_MS;
    }
    setConnected(false);
    if (!abort.signal.aborted) retry = platform.setTimeout(() => void connect(), wait);
  };
  void connect();

  return {
    get connected() {
      return connected;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    finalOf: (msgId) => finals.get(msgId),
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    close() {
      abort.abort();
      if (retry !== null) platform.clearTimeout(retry);
      setConnected(false);
    },
  };
}

/**
 * One stream per page and API origin, however many panels follow it (browsers allow about six connections per origin
 * over HTTP/1.1: kept-alive device screens each holding one would starve the API calls). Released by the last user.
 */
const shared = new Map<string, { stream: CommandStream; users: number }>();

export function acquireCommandStream(options: CommandStreamOptions): CommandStream {
  const key = options.http.url(options.path);
  let entry = shared.get(key);
  if (!entry) {
    entry = { stream: openCommandStream(options), users: 0 };
    shared.set(key, entry);
  }
  entry.users += 1;
  const held = entry;
  let released = false;
  return {
    get connected() {
      return held.stream.connected;
    },
    subscribe: (listener) => held.stream.subscribe(listener),
    finalOf: (msgId) => held.stream.finalOf(msgId),
    onStatus: (listener) => held.stream.onStatus(listener),
    close() {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users > 0) return;
      shared.delete(key);
      held.stream.close();
    },
  };
}
