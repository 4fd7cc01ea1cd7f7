// Convenience stores (issues 4, 12): the store home, the store list and a single store's detail (`?id=`), each a
// default export of its own module loaded lazily by the shell's screen registry; ConvenienceApp shows them by path
// for <store-home>.
export { storeDetailPath, STORE_LIST_PATH } from './storePaths.ts';
export { convenienceWords } from './words.ts';
export { ConvenienceApp } from './ConvenienceApp.tsx';
export type { ConvenienceAppProps } from './ConvenienceApp.tsx';
