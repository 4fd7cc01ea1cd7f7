export * from './poll.ts';
