// Why the session ended, for `backroom-logout`, and one logout however many callers ask at once: ten requests
// failing with 401 together, or several elements on one page, end the session once (spec §8, STYLE.md).
import type { SessionController } from '../../core/session/index.ts';
import type { BackroomEventDetails } from '../../ui/providers/index.ts';

export type LogoutReason = BackroomEventDetails['backroom-logout']['reason'];

/** Read and cleared by the shell when it announces the logout; unset means another tab ended the session. */
export interface LogoutReasons {
  next: LogoutReason | null;
}

export function createLogoutReasons(): LogoutReasons {
  return { next: null };
}

/** Logs out through the page's bus, single-flight; resolves to the login path to open. */
export function endSession(controller: SessionController, reasons: LogoutReasons, reason: LogoutReason): Promise<string> {
  // The first caller names the reason; without a session there is nothing to announce.
  if (controller.bus.getState().token) reasons.next ??= reason;
  return controller.logout(reason); // single-flight on the page's bus; its first reason is the page's
}
