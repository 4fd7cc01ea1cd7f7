/** Time as the server sees it; tests replace it to move past SMS and token expiries without waiting. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
