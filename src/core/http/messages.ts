import { CODE_MESSAGES, Code, GENERIC_FAILURE, MERCHANT_RISK_SHORT_TEXTS, UNKNOWN_FAILURE } from '../contract/index.ts';
import type { CodeMessage } from '../contract/index.ts';

/** The two languages the contract's texts come in. */
export type Lang = keyof CodeMessage;

export interface MessageForCodeOptions {
  /** The envelope's `msg`. */
  serverMessage?: string | null;
  /** What the caller wants shown for codes without a specific text. */
  fallback?: string | null;
  locale?: Lang;
}

function present(text: string | null | undefined): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/** 9704: the server's message, with the two known long messages replaced by their short texts (spec §8). */
function merchantRiskMessage(serverMessage: string | null | undefined, locale: Lang): string {
  if (!present(serverMessage)) return GENERIC_FAILURE[locale];
  const known = MERCHANT_RISK_SHORT_TEXTS.find(({ match }) => serverMessage.includes(match));
  return known ? known.short[locale] : serverMessage;
}

/**
 * The user-facing message for a status code (spec §8): the catalogue's text; the server's message when the
 * catalogue says 操作失败; 9701 the fallback or 操作失败; unknown codes the fallback or 网路错误，请点击重试.
 */
export function messageForCode(code: number, options: MessageForCodeOptions = {}): string {
  const { serverMessage, fallback, locale = 'zh' } = options;
  if (code === Code.MERCHANT_RISK) return merchantRiskMessage(serverMessage, locale);
  if (code === Code.OPERATION_FAILED) return present(fallback) ? fallback : GENERIC_FAILURE[locale];
  const entry = CODE_MESSAGES[code];
  if (!entry) return present(fallback) ? fallback : UNKNOWN_FAILURE[locale];
  if (entry === GENERIC_FAILURE) return present(serverMessage) ? serverMessage : GENERIC_FAILURE[locale];
  return entry[locale];
}
