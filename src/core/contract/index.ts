export * from './envelope.ts';
export * from './codes.ts';
export * from './messages.ts';
export * from './constants.ts';
export * from './roles.ts';
export * from './paths.ts';
export type * from './types.ts';
export * from './screens.ts';
