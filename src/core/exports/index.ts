export * from './task.ts';
export * from './download.ts';
