// One device command from send to result (spec §4 device command flow): send it, then wait for the device's answer
// — its terminal event on the command stream when that is open, else polling GET resp/{id} every 1.5 s — within the
// kind's maximum time (10 s, 60 s picture, 20 s pingback), and read the end as the user will (./outcome).
import { Code, pollTimeoutText } from '../../../core/contract/index.ts';
import type { DeviceCommandResponse } from '../../../core/contract/index.ts';
import { POLL_MAX_MS, judgeResponse, noResponseOutcome, outcomeOfPoll, outcomeOfSendFailure, pollCommand } from '../../../core/device/index.ts';
import type { CommandOutcome, PollClock, PollKind, PollMatch, PollResult } from '../../../core/device/index.ts';
import { langOf } from '../../../core/i18n/index.ts';
import type { Locale } from '../../../core/i18n/index.ts';
import type { CommandStream } from './commandStream.ts';
import { isTerminal } from './commandStream.ts';

export interface CommandRequest {
  /** What the command is (the `command` of backroom-command-result), e.g. 'forceRestart'. */
  command: string;
  deviceId: string;
  kind?: PollKind;
  /** What in the device's answer means success (spec §4: a match on a key). */
  match?: PollMatch;
  /**
   * Sends the command; resolves to the id to poll, or null when the call's answer is already the result (a lock, a
   * launch: the server changes the device and says so).
   */
  send(): Promise<string | number | null>;
}

export interface CommandEnv {
  /** One poll of GET /api/iot/ops/resp/{id}, as an envelope (a failure is an error answer, not a throw). */
  fetchResponse(commandId: string, signal: AbortSignal): Promise<DeviceCommandResponse>;
  clock: PollClock;
  stream: CommandStream | null;
  locale: Locale;
  signal?: AbortSignal;
}

/** By default any answer that is an object counts as the device having done it. */
const ANSWERED: PollMatch = (result) => Object.keys(result).length > 0;

/** The server's "the device did not answer" (issue 10: its deadline is shorter than ours) as an answer. */
function serverTimedOut(response: DeviceCommandResponse): boolean {
  if (response.status === Code.POLL_TIMEOUT) return true;
  const data = response.data;
  return typeof data === 'object' && data !== null && (data.state === 'timed_out' || data.timedOut === true);
}

/** Waits for the command's terminal event, then reads its answer once; null when the stream closed first. */
function waitForEvent(commandId: string, kind: PollKind, match: PollMatch, env: CommandEnv): Promise<PollResult | DeviceCommandResponse | null> {
  const { stream, clock, locale, signal } = env;
  return new Promise((resolve, reject) => {
    if (!stream) return resolve(null);
    const abort = new AbortController();
    const maxMs = POLL_MAX_MS[kind];
    let done = false;
    const finish = (value: PollResult | DeviceCommandResponse | null) => {
      if (done) return;
      done = true;
      clock.clearTimeout(deadline);
      unsubscribe();
      unwatch();
      signal?.removeEventListener('abort', onAbort);
      resolve(value);
    };
    const onAbort = () => {
      finish(null);
      abort.abort();
      reject(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    };
    const deadline = clock.setTimeout(() => {
      const seconds = maxMs / 1000;
      finish({ outcome: 'timeout', status: Code.POLL_TIMEOUT, seconds, message: pollTimeoutText(seconds, langOf(locale)) });
    }, maxMs);
    const unsubscribe = stream.subscribe((transition) => {
      if (transition.commandId !== commandId || !isTerminal(transition.state) || done) return;
      env.fetchResponse(commandId, abort.signal).then((response) => {
        if (serverTimedOut(response)) return finish(response);
        const verdict = judgeResponse(response, match, locale);
        // A terminal event whose answer is not readable yet: poll from here.
        finish(verdict === 'pending' || 'error' in verdict ? null : verdict);
      }, () => finish(null));
    });
    const unwatch = stream.onStatus(() => {
      if (!stream.connected) finish(null);
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export async function runCommand(request: CommandRequest, env: CommandEnv): Promise<CommandOutcome> {
  const { kind = 'default', match = ANSWERED } = request;
  const { locale } = env;
  let commandId: string | number | null;
  try {
    commandId = await request.send();
  } catch (error) {
    return outcomeOfSendFailure(error, locale);
  }
  if (commandId === null) return outcomeOfPoll({ outcome: 'success', state: null }, locale);
  const id = String(commandId);

  let sawServerTimeout = false;
  const fetchResponse = async (signal: AbortSignal): Promise<DeviceCommandResponse> => {
    const response = await env.fetchResponse(id, signal);
    if (serverTimedOut(response)) {
      sawServerTimeout = true;
      // Ends the poll at once: the server has already given up on the device.
      return { status: 200, msg: '', data: { __timedOut: true } };
    }
    return response;
  };

  const viaStream = env.stream?.connected ? await waitForEvent(id, kind, match, env) : null;
  if (viaStream && 'status' in viaStream && !('outcome' in viaStream)) return noResponseOutcome(viaStream.status === 200 ? null : viaStream.status, locale);
  const result = viaStream && 'outcome' in viaStream
    ? viaStream
    : await pollCommand({
        fetchResponse,
        match: (answer) => answer.__timedOut === true || (typeof match === 'function' ? match(answer) : answer[match] !== undefined && answer[match] !== null),
        kind,
        clock: env.clock,
        locale,
        signal: env.signal,
      });
  if (sawServerTimeout) return noResponseOutcome(Code.POLL_TIMEOUT, locale);
  if (result.outcome === 'success' && typeof match === 'string' && result.state && typeof result.state === 'object') {
    // The predicate above stood in for the key: hand on the key's value, as pollCommand does for a key.
    return outcomeOfPoll({ outcome: 'success', state: (result.state as Record<string, unknown>)[match] }, locale);
  }
  return outcomeOfPoll(result, locale);
}
