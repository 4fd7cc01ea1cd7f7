// Providers every element wraps its component in (DESIGN.md "Semi inside shadow roots").
export { ElementProviders } from './ElementProviders.tsx';
export type { ElementProvidersProps } from './ElementProviders.tsx';
export { ELEMENT_BUSY, ElementHostContext, SESSION_THEME, useElementHost, useEmit } from './hostContext.ts';
export type { BusyHost, ElementHost, SessionThemeColors, SessionThemedHost } from './hostContext.ts';
export { FeedbackProvider, useNotify, useToast } from './feedback.tsx';
export type { ElementNotify, ElementToast, NotifyOptions, ToastOptions } from './feedback.tsx';
export { BACKROOM_EVENTS, emitFrom } from './events.ts';
export type { BackroomEvent, BackroomEventDetails, BackroomEventMap, BackroomEventName, Emit, EmitOptions } from './events.ts';
export { LocaleScope } from './LocaleScope.tsx';
export { useSemiLocale } from './semiLocale.ts';
export type { SemiLocaleState } from './semiLocale.ts';
