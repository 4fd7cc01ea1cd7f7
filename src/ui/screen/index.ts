export { NARROW_SCREEN_QUERY, useNarrowScreen } from './useNarrowScreen.ts';
