// The element library without side effects beyond declaring (entry dist/elements.js):
//   import { define } from '.../dist/elements.js'; define({ prefix: 'acme' });
// Entry layout (rollup.config.mjs):
//   dist/define.js            elements/register.ts: registers every element under its default tag on import
//                             (`import 'backroom/define'`); also exports define() for a second, prefixed set.
//   dist/elements.js          this file: define(), the registry and the base API; registers nothing by itself.
//   dist/elements/<tag>.js    one element registered under its default tag (generated entry per elements/<tag>.tsx).
//   dist/core.js              the framework-free core.
// Every element file is named for its default tag (elements/device-panel.tsx), calls defineElement() at top
// level, and gets one side-effect import line in the list below (the build fails when one is missing).

// Elements, one line each: import './device-panel.tsx';
import './device-panel.tsx';
import './admin-shell.tsx';
import './identity-switcher.tsx';
import './store-home.tsx';
import './export-cache.tsx';

export { define } from './define.ts';
export type { DefineOptions } from './define.ts';
export * from './base/index.ts';
