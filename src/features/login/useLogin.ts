import { useCallback, useState } from 'react';
import type { LoginRequest } from '../../core/contract/api/auth.ts';
import { ApiError, messageForCode } from '../../core/http/index.ts';
import type { Lang } from '../../core/http/index.ts';
import { rememberSessionLocale } from '../../core/session/index.ts';
import type { BootstrapOutcome } from '../../core/session/index.ts';
import { useSessionServices } from '../../ui/session/index.ts';

/**
 * The §8 message for a failed login or code request, in the screen's language (which /en/login may set apart
 * from the element's): catalogue codes by their text, anything else by the message the client already mapped.
 */
export function loginFailureText(error: unknown, lang: Lang): string {
  if (error instanceof ApiError) {
    return messageForCode(error.code, { serverMessage: error.message, fallback: error.message, locale: lang });
  }
  return error instanceof Error && error.message ? error.message : messageForCode(Number.NaN, { locale: lang });
}

export interface LoginSubmit {
  pending: boolean;
  /** The failure of the last attempt, shown inside the form; null after a success or a new attempt. */
  error: string | null;
  setError(message: string | null): void;
  submit(credentials: LoginRequest): Promise<void>;
}

/**
 * Logs in through the session controller (token stored, session bootstrapped) and hands the outcome on. The login
 * page's own language (`sessionLocale`: 'en' on /en/login) is remembered first, so the shell that follows speaks it.
 */
export function useLogin(onLoggedIn: (outcome: BootstrapOutcome) => void, lang: Lang, sessionLocale: 'en' | null = null): LoginSubmit {
  const { controller, platform } = useSessionServices();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = useCallback(
    async (credentials: LoginRequest) => {
      setPending(true);
      setError(null);
      try {
        rememberSessionLocale(platform, sessionLocale);
        const outcome = await controller.login(credentials);
        setPending(false);
        onLoggedIn(outcome);
      } catch (failure) {
        setPending(false);
        setError(loginFailureText(failure, lang));
      }
    },
    [controller, platform, onLoggedIn, lang, sessionLocale],
  );
  return { pending, error, setError, submit };
}
