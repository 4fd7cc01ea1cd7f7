// Long answers (event streams) end with their session, in every process: a stream registers the session it was opened
// with, and is closed when that session is revoked (logout, identity switch, refresh, forced logout: the database's
// trigger NOTIFYs 'session:<hash>' to every process, migration 077), when it expires, or when notifications may have
// been missed (then every watched session is read again).

/** How often watched sessions are compared with the clock (a stream outlives its expiry by at most this). */
export const EXPIRY_CHECK_MS = 250;

interface Watcher {
  expiresAt: number;
  end(): void;
}

export class SessionWatch {
  private readonly byHash = new Map<string, Set<Watcher>>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly now: () => number,
    /** Whether the session of a token hash is still live (neither revoked nor expired). */
    private readonly live: (tokenHash: string) => Promise<boolean>,
  ) {}

  /** Streams open now. */
  get size(): number {
    let size = 0;
    for (const set of this.byHash.values()) size += set.size;
    return size;
  }

  /** Calls `end` once when the session ends; the returned function stops watching (the stream closed by itself). */
  watch(session: { tokenHash: string; expiresAt: number }, end: () => void): () => void {
    let ended = false;
    const watcher: Watcher = {
      expiresAt: session.expiresAt,
      end: () => {
        if (ended) return;
        ended = true;
        stop();
        end();
      },
    };
    const stop = () => {
      const set = this.byHash.get(session.tokenHash);
      set?.delete(watcher);
      if (set?.size === 0) this.byHash.delete(session.tokenHash);
      if (this.byHash.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
    const set = this.byHash.get(session.tokenHash) ?? new Set();
    set.add(watcher);
    this.byHash.set(session.tokenHash, set);
    this.timer ??= setInterval(() => this.endExpired(), EXPIRY_CHECK_MS).unref();
    return stop;
  }

  /** The session was revoked here: its streams end now. */
  ended(tokenHash: string): void {
    for (const watcher of [...(this.byHash.get(tokenHash) ?? [])]) watcher.end();
  }

  /** The session's row changed (another process, or this one): its streams end unless it is still live. */
  async changed(tokenHash: string): Promise<void> {
    if (!this.byHash.has(tokenHash)) return;
    if (!(await this.live(tokenHash).catch(() => true))) this.ended(tokenHash);
  }

  /** Notifications may have been lost: every watched session is read again. */
  async recheck(): Promise<void> {
    await Promise.all([...this.byHash.keys()].map((tokenHash) => this.changed(tokenHash)));
  }

  /** A notification on the cache channel (server/plugins/auth-cache.ts). */
  notified(payload: string): void {
    if (payload.startsWith('session:')) void this.changed(payload.slice('session:'.length));
    else if (payload === '*') void this.recheck();
  }

  private endExpired(): void {
    const now = this.now();
    for (const set of [...this.byHash.values()]) {
      for (const watcher of [...set]) if (watcher.expiresAt <= now) watcher.end();
    }
  }

  /** The server is closing: every stream ends. */
  close(): void {
    for (const set of [...this.byHash.values()]) for (const watcher of [...set]) watcher.end();
  }
}
