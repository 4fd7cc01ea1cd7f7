// The session bus and the spec §4 session state machine, shared by every element on the page (DESIGN.md).
export { INITIAL_SESSION_STATE } from './state.ts';
export type { SessionMenus, SessionState, SessionStatus } from './state.ts';
export { SESSION_BUS_KEY, createSessionBus, getOrCreateSessionBus } from './bus.ts';
export type { SessionBus, SessionEndReason, SessionListener } from './bus.ts';
export { isRefreshDue, nextSessionStep, storeDetailPath, tokenTime } from './steps.ts';
export type { SessionSnapshot, SessionStep } from './steps.ts';
export { MenuCategory, createSessionApi, prefetchSessionStart } from './api.ts';
export { askSessionAhead, prefetchHomeStart } from './ahead.ts';
export type { AskSessionAheadOptions } from './ahead.ts';
export type { SessionApi } from './api.ts';
export { isLoginPath, loginPath, rememberLoginPath } from './login-path.ts';
export { LOGIN_OUT_REDIRECT, clearStoredSession, readStoredSession, rememberSessionLocale, sessionLocale, storeSession } from './persist.ts';
export type { StoredSession } from './persist.ts';
export { SESSION_CHANNEL, openSessionLink } from './cross-tab.ts';
export type { SessionLink, SessionMessage } from './cross-tab.ts';
export { REFRESH_LOCK, createSessionController } from './controller.ts';
export type { BootstrapOutcome, SessionController, SessionControllerOptions } from './controller.ts';
