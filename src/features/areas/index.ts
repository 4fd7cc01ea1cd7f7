// Screens for the business areas not built yet (issue 4): one per area, loaded lazily by the screen registry.
export { Area, AREA_OF_SCREEN } from './areas.ts';
export type { AreaId } from './areas.ts';
export { AreaUnavailableScreen, areaScreen } from './AreaUnavailableScreen.tsx';
export type { AreaScreenProps } from './AreaUnavailableScreen.tsx';
