export { NARROW_SCREEN_QUERY, useNarrowScreen } from './useNarrowScreen.ts';
export type { ScreenProps } from './types.ts';
