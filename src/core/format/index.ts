export * from './value.ts';
export * from './date.ts';
