// The package version, stamped in by the build (rollup replace, test bundling) for define()'s version check.
declare const __BACKROOM_VERSION__: string | undefined;

export const BACKROOM_VERSION: string = typeof __BACKROOM_VERSION__ === 'string' ? __BACKROOM_VERSION__ : '0.0.0-dev';
