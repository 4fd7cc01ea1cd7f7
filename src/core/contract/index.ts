export * from './envelope.ts';
export * from './codes.ts';
export * from './messages.ts';
export * from './constants.ts';
export * from './roles.ts';
export type * from './types.ts';
export * from './screens.ts';
export * from './business.ts';
export * from './brands.ts';
