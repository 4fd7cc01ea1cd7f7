export * from './poll.ts';
export * from './outcome.ts';
export * from './events.ts';
