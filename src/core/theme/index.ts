export * from './color.ts';
export * from './tokens.ts';
