export { SessionProvider, useHttp, useSessionServices, useSessionState } from './SessionProvider.tsx';
export type { SessionProviderProps, SessionServices } from './SessionProvider.tsx';
