export { NARROW_SCREEN_QUERY, PHONE_SCREEN_QUERY, useNarrowScreen, usePhoneScreen } from './useNarrowScreen.ts';
export type { ScreenProps } from './types.ts';
export { PAINT_MARK } from './paintMarks.ts';
