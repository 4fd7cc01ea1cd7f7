import {
  Code, DEVICE_INVALID_MSGID, Messages, POLL_INTERVAL_MS, POLL_MAX_MS_DEFAULT, POLL_MAX_MS_PICTURE,
  POLL_MAX_MS_PINGBACK, POLL_MAX_RETRIES, STATUS_OK, isEnvelope, pollTimeoutText,
} from '../contract/index.ts';
import type { DeviceCommandResponse, DeviceCommandResult } from '../contract/index.ts';
import { langOf, textOf } from '../i18n/locale.ts';
import type { Locale } from '../i18n/locale.ts';
import type { Platform } from '../platform/index.ts';

/** spec §4 device command flow: which maximum polling time applies. */
export type PollKind = 'default' | 'picture' | 'pingback';

export const POLL_MAX_MS: Readonly<Record<PollKind, number>> = {
  default: POLL_MAX_MS_DEFAULT,
  picture: POLL_MAX_MS_PICTURE,
  pingback: POLL_MAX_MS_PINGBACK,
};

/** A key whose (non-null) presence in the device's answer means success, or a predicate over the answer. */
export type PollMatch = string | ((result: DeviceCommandResult) => boolean);

/** The timers the poller uses; a core Platform is one, tests pass fakes (DESIGN: no bare timers in src). */
export type PollClock = Pick<Platform, 'setTimeout' | 'clearTimeout'>;

export const systemClock: PollClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export type PollResult =
  /** `state` is the matched key's value, the whole answer for a predicate match, null for 'invalid_msgid'. */
  | { outcome: 'success'; state: unknown }
  /** 'mismatch': the device answered without a match (失败); 'errors': POLL_MAX_RETRIES error results (错误). */
  | { outcome: 'failure'; reason: 'mismatch' | 'errors'; message: string; status: number | null }
  | { outcome: 'timeout'; status: typeof Code.POLL_TIMEOUT; message: string; seconds: number };

export interface PollOptions {
  /** One poll of GET /api/iot/ops/resp/{id}; the signal aborts it when polling ends. */
  fetchResponse: (signal: AbortSignal) => Promise<DeviceCommandResponse>;
  match: PollMatch;
  kind?: PollKind;
  /** Aborting stops all timers and rejects with `signal.reason` (an AbortError by default), like fetch. */
  signal?: AbortSignal;
  clock?: PollClock;
  locale?: Locale;
}

/** One answer judged: not answered yet, an error result (with its status, if any), or the final outcome. */
export type PollVerdict = PollResult | 'pending' | { error: number | null };

function matches(result: DeviceCommandResult, match: PollMatch): { state: unknown } | null {
  if (typeof match === 'function') return match(result) ? { state: result } : null;
  const value = Object.hasOwn(result, match) ? result[match] : undefined;
  return value === undefined || value === null ? null : { state: value };
}

/** Judges one poll answer: no answer yet, an error result, or the final outcome. */
export function judgeResponse(response: unknown, match: PollMatch, locale?: Locale): PollVerdict {
  if (!isEnvelope(response)) return { error: null };
  if (response.status !== STATUS_OK) return { error: response.status };
  const data = (response as DeviceCommandResponse).data;
  if (data === null || data === undefined) return 'pending';
  if (data === DEVICE_INVALID_MSGID) return { outcome: 'success', state: null };
  const hit = typeof data === 'object' && !Array.isArray(data) ? matches(data, match) : null;
  if (hit) return { outcome: 'success', state: hit.state };
  return { outcome: 'failure', reason: 'mismatch', message: textOf(Messages.failureTitle, locale), status: STATUS_OK };
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Polls a device command's response every POLL_INTERVAL_MS (the first poll one interval after the call,
 * each next one an interval after the previous answer, so polls never overlap) until the device answers,
 * POLL_MAX_RETRIES error results have been seen, or the kind's maximum polling time passes (spec §4).
 */
export function pollCommand(options: PollOptions): Promise<PollResult> {
  const { fetchResponse, match, kind = 'default', signal, clock = systemClock, locale } = options;
  const maxMs = POLL_MAX_MS[kind];
  return new Promise<PollResult>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const inFlight = new AbortController();
    let settled = false;
    let errors = 0;
    let timer: unknown = null;
    let deadline: unknown = null;

    const finish = (settle: () => void): void => {
      if (settled) return;
      settled = true;
      clock.clearTimeout(deadline);
      if (timer !== null) clock.clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      inFlight.abort();
      settle();
    };
    const onAbort = (): void => finish(() => reject(abortReason(signal as AbortSignal)));

    const schedule = (): void => {
      timer = clock.setTimeout(() => void poll(), POLL_INTERVAL_MS);
    };
    const poll = async (): Promise<void> => {
      timer = null;
      let verdict: PollVerdict;
      try {
        verdict = judgeResponse(await fetchResponse(inFlight.signal), match, locale);
      } catch {
        verdict = { error: null };
      }
      if (settled) return;
      if (verdict === 'pending') return schedule();
      if ('error' in verdict) {
        errors += 1;
        if (errors < POLL_MAX_RETRIES) return schedule();
        const message = textOf(Messages.error, locale);
        return finish(() => resolve({ outcome: 'failure', reason: 'errors', message, status: verdict.error }));
      }
      finish(() => resolve(verdict));
    };

    const seconds = maxMs / 1000;
    const timeout: PollResult = {
      outcome: 'timeout', status: Code.POLL_TIMEOUT, seconds, message: pollTimeoutText(seconds, langOf(locale)),
    };
    deadline = clock.setTimeout(() => finish(() => resolve(timeout)), maxMs);
    signal?.addEventListener('abort', onAbort, { once: true });
    schedule();
  });
}
