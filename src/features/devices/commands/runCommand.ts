// One device command from send to result (spec §4 device command flow): send it, then wait for the device's answer
// — its final event on the command stream when that is open, else polling GET resp/{msgId} every 1.5 s — within the
// kind's maximum time (10 s, 60 s picture, 20 s pingback), and read the end as the user will (core/device/outcome).
import { Code, pollTimeoutText } from '../../../core/contract/index.ts';
import type { DeviceCommandResponse } from '../../../core/contract/index.ts';
import type { CommandTicket } from '../../../core/contract/api/iot.ts';
import { POLL_MAX_MS, judgeResponse, outcomeOfPoll, outcomeOfSendFailure, pollCommand } from '../../../core/device/index.ts';
import type { CommandOutcome, PollClock, PollKind, PollMatch, PollResult } from '../../../core/device/index.ts';
import { langOf } from '../../../core/i18n/index.ts';
import type { Locale } from '../../../core/i18n/index.ts';
import type { CommandStream } from './commandStream.ts';
import { isTerminal } from './commandStream.ts';

/** What sending a command answers: its ticket, or null when the call's answer is already the result (a lock). */
export type SentCommand = Pick<CommandTicket, 'msgId'> & Partial<Pick<CommandTicket, 'resultKey' | 'poll'>>;

export interface CommandRequest {
  /** What the command is (the `command` of backroom-command-result), e.g. 'forceRestart'. */
  command: string;
  deviceId: string;
  /** Coolers are polled on their own resp call. */
  source?: 'iot' | 'cooler';
  send(): Promise<SentCommand | null>;
}

export interface CommandEnv {
  /** One poll of the resp call, as an envelope (a failure is an error answer, not a throw). */
  fetchResponse(source: 'iot' | 'cooler', msgId: string, signal: AbortSignal): Promise<DeviceCommandResponse>;
  clock: PollClock;
  stream: CommandStream | null;
  locale: Locale;
  /** Told when the command was accepted and polling starts, with its maximum time. */
  onWaiting?(maxMs: number): void;
}

/** The server's own deadline passed (resp answers 4402 轮询超时, the row says timed_out): the poll is over. */
const serverTimedOut = (response: DeviceCommandResponse): boolean => response.status === Code.POLL_TIMEOUT;

function timeoutResult(kind: PollKind, locale: Locale): PollResult {
  const seconds = POLL_MAX_MS[kind] / 1000;
  return { outcome: 'timeout', status: Code.POLL_TIMEOUT, seconds, message: pollTimeoutText(seconds, langOf(locale)) };
}

/** Waits for the command's final event, then reads its answer once; null when the stream closed first. */
function waitForEvent(fetchOnce: (signal: AbortSignal) => Promise<DeviceCommandResponse>, msgId: string, kind: PollKind, match: PollMatch, env: CommandEnv): Promise<PollResult | null> {
  const { stream, clock, locale } = env;
  return new Promise((resolve) => {
    if (!stream) return resolve(null);
    const abort = new AbortController();
    let done = false;
    const finish = (value: PollResult | null) => {
      if (done) return;
      done = true;
      clock.clearTimeout(deadline);
      unsubscribe();
      unwatch();
      resolve(value);
    };
    const deadline = clock.setTimeout(() => {
      abort.abort();
      finish(timeoutResult(kind, locale));
    }, POLL_MAX_MS[kind]);
    let reading = false;
    const onFinal = () => {
      if (done || reading) return;
      reading = true;
      fetchOnce(abort.signal).then((response) => {
        if (serverTimedOut(response)) return finish(timeoutResult(kind, locale));
        const verdict = judgeResponse(response, match, locale);
        // A final event whose answer cannot be read: poll from here.
        finish(verdict === 'pending' || 'error' in verdict ? null : verdict);
      }, () => finish(null));
    };
    const unsubscribe = stream.subscribe((transition) => {
      if (transition.msgId === msgId && isTerminal(transition.state)) onFinal();
    });
    const unwatch = stream.onStatus(() => {
      if (!stream.connected) finish(null);
    });
    // The device may have answered before the POST's answer reached the page: its final event has passed already.
    if (stream.finalOf(msgId)) onFinal();
  });
}

export async function runCommand(request: CommandRequest, env: CommandEnv): Promise<CommandOutcome> {
  const { locale } = env;
  let sent: SentCommand | null;
  try {
    sent = await request.send();
  } catch (error) {
    return outcomeOfSendFailure(error, locale);
  }
  if (sent === null) return outcomeOfPoll({ outcome: 'success', state: null }, locale);
  const { msgId } = sent;
  const kind: PollKind = sent.poll ?? 'default';
  // spec §4: a result with a match on the command's key is success (any answer when the ticket names none).
  const match: PollMatch = sent.resultKey ?? ((answer) => !('error' in answer));
  env.onWaiting?.(POLL_MAX_MS[kind]);
  const fetchOnce = (signal: AbortSignal) => env.fetchResponse(request.source ?? 'iot', msgId, signal);

  const viaStream = env.stream?.connected ? await waitForEvent(fetchOnce, msgId, kind, match, env) : null;
  if (viaStream) {
    // judgeResponse hands on the key's value: the result names its key, as the device answered it.
    const keyed = viaStream.outcome === 'success' && typeof match === 'string' && viaStream.state !== null ? { ...viaStream, state: { [match]: viaStream.state } } : viaStream;
    return outcomeOfPoll(keyed, locale);
  }

  let timedOutOnServer = false;
  const result = await pollCommand({
    fetchResponse: async (signal) => {
      const response = await fetchOnce(signal);
      if (!serverTimedOut(response)) return response;
      timedOutOnServer = true;
      return { status: 200, msg: '', data: { serverTimedOut: true } };
    },
    match: (answer) => answer.serverTimedOut === true || (typeof match === 'function' ? match(answer) : answer[match] !== undefined && answer[match] !== null),
    kind,
    clock: env.clock,
    locale,
  });
  if (timedOutOnServer) return outcomeOfPoll(timeoutResult(kind, locale), locale);
  if (result.outcome === 'success' && typeof match === 'string' && result.state && typeof result.state === 'object') {
    // The predicate stood in for the key: hand on the key's value, as pollCommand does for a key.
    return outcomeOfPoll({ outcome: 'success', state: { [match]: (result.state as Record<string, unknown>)[match] } }, locale);
  }
  return outcomeOfPoll(result, locale);
}
