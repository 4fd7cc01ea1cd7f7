// Server-sent events read over fetch (issue 10: GET /api/iot/ops/events): EventSource cannot send the
// Authorization header, so the stream is read as text and cut into events by the text/event-stream rules.

export interface StreamEvent {
  /** The `id:` field (the stream resumes after it with Last-Event-ID), null when the event had none. */
  id: string | null;
  /** The `event:` field, 'message' by default. */
  event: string;
  data: string;
}

/** Cuts a text/event-stream into events, chunk by chunk (a chunk may end anywhere, even inside a line). */
export class EventStreamParser {
  private buffer = '';
  private data: string[] = [];
  private event = '';
  private id: string | null = null;
  /** The last id seen, kept across events (the spec's "last event ID buffer"). */
  lastEventId: string | null = null;

  push(chunk: string): StreamEvent[] {
    this.buffer += chunk;
    const events: StreamEvent[] = [];
    let end: number;
    while ((end = this.buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + (this.buffer.startsWith('\r\n', end) ? 2 : 1));
      const event = this.line(line);
      if (event) events.push(event);
    }
    return events;
  }

  private line(line: string): StreamEvent | null {
    if (line === '') {
      if (this.id !== null) this.lastEventId = this.id;
      const event = this.data.length > 0 ? { id: this.lastEventId, event: this.event || 'message', data: this.data.join('\n') } : null;
      this.data = [];
      this.event = '';
      this.id = null;
      return event;
    }
    if (line.startsWith(':')) return null; // a comment (keep-alive)
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    return null;
  }
}

export interface ReadEventStreamOptions {
  url: string;
  headers: Readonly<Record<string, string>>;
  /** Resume after this event (the Last-Event-ID header). */
  lastEventId?: string | null;
  signal: AbortSignal;
  onOpen?(): void;
  onEvent(event: StreamEvent): void;
  fetch?: typeof globalThis.fetch;
}

/** The server has no event stream for us (no route, not an event stream, refused): poll instead. */
export class StreamUnavailable extends Error {
  override readonly name = 'StreamUnavailable';
  constructor(readonly httpStatus: number) {
    super(`event stream unavailable (HTTP ${httpStatus})`);
  }
}

/**
 * Reads one connection of the stream until the server closes it (resolves with the last event id, to resume from)
 * or it fails (rejects: StreamUnavailable when the answer is not an event stream, else the network error).
 */
export async function readEventStream(options: ReadEventStreamOptions): Promise<string | null> {
  const { url, headers, lastEventId, signal, onOpen, onEvent, fetch = globalThis.fetch.bind(globalThis) } = options;
  const response = await fetch(url, {
    headers: { Accept: 'text/event-stream', ...headers, ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
    signal,
    cache: 'no-store',
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new StreamUnavailable(response.status);
  }
  onOpen?.();
  const parser = new EventStreamParser();
  parser.lastEventId = lastEventId ?? null;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return parser.lastEventId;
      for (const event of parser.push(value)) onEvent(event);
    }
  } finally {
    reader.releaseLock();
  }
}
