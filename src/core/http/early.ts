// GETs asked for before the code that reads them has loaded (issue 15: a cold logged-in page asks for the session's
// staff and permissions while the shell's chunks are still on their way, not after). The same GET, with the same
// token and country, made by a client within EARLY_ANSWER_MS takes the answer already asked for instead of asking
// again; every rule of the client (envelope, 401 and expiry, toasts, observers) applies to it as to any answer.

/** How long an answer asked for ahead waits to be taken; then it is dropped and the client asks again. */
export const EARLY_ANSWER_MS = 10_000;

interface EarlyAnswer {
  response: Promise<Response>;
  until: number;
}

const early = new Map<string, EarlyAnswer>();

/** What makes two GETs the same: the URL and the headers that change the answer. */
const keyOf = (url: string, headers: Headers) => `${headers.get('Authorization') ?? ''}\n${headers.get('country') ?? ''}\n${url}`;

function dropExpired(now: number): void {
  for (const [key, entry] of early) if (entry.until < now) early.delete(key);
}

/** Starts the GET now; nothing if the same one is already waiting to be taken. */
export function fetchEarly(url: string, headers: Headers, now: number = Date.now()): void {
  dropExpired(now);
  const key = keyOf(url, headers);
  if (early.has(key)) return;
  const response = fetch(url, { method: 'GET', headers });
  response.catch(() => undefined); // a failure reaches whoever takes it, or nobody
  early.set(key, { response, until: now + EARLY_ANSWER_MS });
}

/** The answer of the same GET asked for ahead and not yet taken (taken once), or null. */
export function takeEarly(url: string, headers: Headers, now: number = Date.now()): Promise<Response> | null {
  const key = keyOf(url, headers);
  const entry = early.get(key);
  if (!entry) return null;
  early.delete(key);
  return entry.until >= now ? entry.response : null;
}

/** `response`, or a rejection with the signal's reason once it aborts first (a timeout, the caller's cancel). */
export function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
