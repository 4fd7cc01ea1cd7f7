// What one device command ended as, in the words the user reads (spec §4 device command flow, §8 device poll texts):
// success, 失败, 错误, 轮询超时 N 秒 with 4402, 请求超时, 超时未响应, or a refusal such as 3502 设备离线.
import { Code, Messages, STATUS_OK } from '../contract/index.ts';
import type { DeviceCommandResult } from '../contract/index.ts';
import { ApiError, NetworkError } from '../http/errors.ts';
import { textOf } from '../i18n/locale.ts';
import type { Locale } from '../i18n/locale.ts';
import type { PollResult } from './poll.ts';

export type CommandOutcome =
  /** The device answered with a match (or 'invalid_msgid': success with no state). */
  | { kind: 'success'; ok: true; status: typeof STATUS_OK; text: string; state: unknown }
  /** The device answered without a match (失败), or five error answers in a row (错误). */
  | { kind: 'failure' | 'error'; ok: false; status: number | null; text: string }
  /** The client's maximum polling time passed: 轮询超时 N 秒, status 4402. */
  | { kind: 'pollTimeout'; ok: false; status: typeof Code.POLL_TIMEOUT; text: string; seconds: number }
  /** The request sending the command got no answer in time: 请求超时. */
  | { kind: 'requestTimeout'; ok: false; status: null; text: string }
  /** The server's own deadline passed without the device answering: 超时未响应. */
  | { kind: 'noResponse'; ok: false; status: number | null; text: string }
  /** The server refused the command: 3502 设备离线, 40525 设备非运营状态 … (the code's catalogue text). */
  | { kind: 'refused'; ok: false; status: number; text: string };

/** A finished poll as the user reads it. */
export function outcomeOfPoll(result: PollResult, locale?: Locale): CommandOutcome {
  switch (result.outcome) {
    case 'success':
      return { kind: 'success', ok: true, status: STATUS_OK, text: textOf(Messages.successTitle, locale), state: result.state };
    case 'timeout':
      return { kind: 'pollTimeout', ok: false, status: result.status, text: result.message, seconds: result.seconds };
    case 'failure':
      return result.reason === 'errors'
        ? { kind: 'error', ok: false, status: result.status, text: textOf(Messages.error, locale) }
        : { kind: 'failure', ok: false, status: result.status, text: textOf(Messages.failureTitle, locale) };
  }
}

/** The server's own "timed out, the device did not answer" (its deadline is a little shorter than the client's). */
export function noResponseOutcome(status: number | null, locale?: Locale): CommandOutcome {
  return { kind: 'noResponse', ok: false, status, text: textOf(Messages.noResponse, locale) };
}

/** Sending the command failed: a refusal with its code (3502 设备离线 …), 请求超时, or 错误 for anything else. */
export function outcomeOfSendFailure(error: unknown, locale?: Locale): CommandOutcome {
  if (error instanceof NetworkError && error.kind === 'timeout') {
    return { kind: 'requestTimeout', ok: false, status: null, text: textOf(Messages.requestTimeout, locale) };
  }
  if (error instanceof ApiError) {
    if (error.code === Code.POLL_TIMEOUT) return noResponseOutcome(error.code, locale);
    // ApiError's message is already the catalogue's text for its code (spec §8).
    return { kind: 'refused', ok: false, status: error.code, text: error.message };
  }
  return { kind: 'error', ok: false, status: null, text: textOf(Messages.error, locale) };
}

/** The line shown for an outcome: the text, with the status when it is a code (轮询超时 10 秒 4402, 3502 设备离线). */
export function outcomeLine(outcome: CommandOutcome): string {
  if (outcome.ok || outcome.status === null || outcome.status === STATUS_OK) return outcome.text;
  return outcome.kind === 'refused' ? `${outcome.status} ${outcome.text}` : `${outcome.text} (${outcome.status})`;
}

/** What `backroom-command-result` carries as `result`: the device's answer when there is one. */
export function resultOf(outcome: CommandOutcome): DeviceCommandResult | null {
  if (outcome.kind !== 'success') return { status: outcome.status, message: outcome.text };
  const { state } = outcome;
  return state !== null && typeof state === 'object' && !Array.isArray(state) ? (state as DeviceCommandResult) : { state };
}
