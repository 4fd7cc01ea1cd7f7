export * from './locale.ts';
export * from './shell-texts.ts';
export * from './org.ts';
export * from './resources.ts';
export * from './create.ts';
