// Convenience stores (issue 4): the store list, a single store's detail (`?id=`) and the store home. The screens
// are default exports of their own modules, loaded lazily by the shell's screen registry.
export { storeDetailPath } from './storePaths.ts';
export { convenienceWords } from './words.ts';
