// Merchant applications (issue 4). The screen is the default export of its own module, loaded lazily by the shell's
// screen registry.
export { merchantWords } from './words.ts';
