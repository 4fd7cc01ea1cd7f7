export * from './color.ts';
export * from './tokens.ts';
export * from './contrast.ts';
