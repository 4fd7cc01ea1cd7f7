// The framework-free core: the contract and the spec's rules. Library entry `backroom/core`.
export * from './contract/index.ts';
export * from './rules/index.ts';
export * from './menus/index.ts';
export * from './tabs/index.ts';
export * from './device/index.ts';
export * from './exports/index.ts';
export * from './validate/index.ts';
export * from './format/index.ts';
export * from './i18n/index.ts';
export * from './theme/index.ts';
export * from './platform/index.ts';
export * from './http/index.ts';
export * from './session/index.ts';
