// Password checks that cannot take login away (a flood of wrong passwords must not lock out the people who know
// theirs). A scrypt check costs a core for about a second at the production cost, and runs off the event loop, so
// neither the event loop's lag nor anything else notices a pile of them. Every check goes through this queue:
// - at most `concurrency` checks run at once (what the machine can do), plus `priorityConcurrency` slots kept for
//   priority checks (a phone that logged in successfully from the same address before: see ./trust.ts);
// - at most `perKey` checks per address and per phone wait or run at once: one more is refused at once (429);
// - at most `maxQueued` wait: one more is refused at once (503), both with Retry-After from the measured check time;
// - a check whose client has gone by its turn is never run.
import { availableParallelism } from 'node:os';

/** The limits of the queue (LOGIN_HASH_* settings, README "Configuration"). */
export interface PasswordQueueOptions {
  concurrency: number;
  priorityConcurrency: number;
  maxQueued: number;
  perKey: number;
}

export type QueueRefusal = 'busy' | 'full';

/** A check the queue refused before it waited: 'busy' (its address or phone has enough in line) or 'full'. */
export class QueueRefused extends Error {
  constructor(
    readonly reason: QueueRefusal,
    readonly retryAfterS: number,
  ) {
    super(reason === 'busy' ? 'too many password checks of this address or phone at once' : 'the password check queue is full');
  }
}

type Lane = 'normal' | 'priority';

/** What a check whose client left answers instead of its result. */
export const ABANDONED = Symbol('abandoned');

interface Waiting {
  start(lane: Lane): void;
  gone(): boolean;
  abandon(): void;
}

export interface PasswordQueueStats {
  running: number;
  queued: number;
  done: number;
  abandoned: number;
  refusedBusy: number;
  refusedFull: number;
  averageMs: number;
}

export class PasswordQueue {
  private running = 0;
  private runningPriority = 0;
  private readonly normal: Waiting[] = [];
  private readonly priority: Waiting[] = [];
  private readonly perKey = new Map<string, number>();
  private averageMs = 1_000;
  private readonly counts = { done: 0, abandoned: 0, refusedBusy: 0, refusedFull: 0 };

  constructor(readonly options: PasswordQueueOptions) {}

  stats(): PasswordQueueStats {
    return { running: this.running + this.runningPriority, queued: this.normal.length + this.priority.length, ...this.counts, averageMs: Math.round(this.averageMs) };
  }

  /** Seconds a refused caller is told to wait: the time the queue ahead needs, at least 1. */
  private retryAfterS(): number {
    const ahead = this.normal.length + this.running + 1;
    return Math.max(1, Math.ceil((ahead * this.averageMs) / Math.max(1, this.options.concurrency) / 1000));
  }

  /** The refusal a check of `keys` would meet now, if any: asked before any other work, so a flood is refused cheaply. */
  refusal(keys: readonly string[], priority: boolean): QueueRefused | null {
    const { concurrency, maxQueued, perKey } = this.options;
    if (priority) return this.priority.length >= maxQueued ? this.refuse('full') : null;
    if (keys.some((key) => (this.perKey.get(key) ?? 0) >= perKey)) return this.refuse('busy');
    if (this.running >= concurrency && this.normal.length >= maxQueued) return this.refuse('full');
    return null;
  }

  private refuse(reason: QueueRefusal): QueueRefused {
    this.counts[reason === 'busy' ? 'refusedBusy' : 'refusedFull'] += 1;
    return new QueueRefused(reason, this.retryAfterS());
  }

  /**
   * Runs `check` in its turn, or refuses at once (QueueRefused). `keys` (address, phone) count against `perKey`;
   * `priority` checks skip the per-key and queue limits of the others and go first. `gone()` true at its turn: the
   * check is not run and ABANDONED is answered.
   */
  async run<T>(check: () => Promise<T>, { keys, priority, gone }: { keys: readonly string[]; priority: boolean; gone: () => boolean }): Promise<T | typeof ABANDONED> {
    const { concurrency, priorityConcurrency } = this.options;
    const refused = this.refusal(keys, priority);
    if (refused) throw refused;
    for (const key of keys) this.perKey.set(key, (this.perKey.get(key) ?? 0) + 1);
    let lane = 'normal' as Lane;
    try {
      const started = await new Promise<boolean>((resolve) => {
        const start = (chosen: Lane) => {
          lane = chosen;
          resolve(true);
        };
        if (priority && this.runningPriority < priorityConcurrency) {
          this.runningPriority += 1;
          start('priority');
        } else if (this.running < concurrency && this.normal.length === 0 && this.priority.length === 0) {
          this.running += 1;
          start('normal');
        } else {
          (priority ? this.priority : this.normal).push({ start, abandon: () => resolve(false), gone });
        }
      });
      if (!started) return ABANDONED;
      const began = performance.now();
      try {
        return await check();
      } finally {
        this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - began);
        this.counts.done += 1;
        if (lane === 'priority') this.runningPriority -= 1;
        else this.running -= 1;
        this.next();
      }
    } finally {
      for (const key of keys) {
        const left = (this.perKey.get(key) ?? 1) - 1;
        if (left > 0) this.perKey.set(key, left);
        else this.perKey.delete(key);
      }
    }
  }

  /** Starts what may start: priority checks first (on their own slots, then on free ones), then the others in order. */
  private next(): void {
    for (;;) {
      const prioritySlot = this.runningPriority < this.options.priorityConcurrency;
      const normalSlot = this.running < this.options.concurrency;
      const fromPriority = this.priority.length > 0 && (prioritySlot || normalSlot);
      const queue = fromPriority ? this.priority : normalSlot ? this.normal : null;
      const waiting = queue?.shift();
      if (!waiting) return;
      if (waiting.gone()) {
        this.counts.abandoned += 1;
        waiting.abandon();
        continue;
      }
      const lane: Lane = fromPriority && prioritySlot ? 'priority' : 'normal';
      if (lane === 'priority') this.runningPriority += 1;
      else this.running += 1;
      waiting.start(lane);
    }
  }
}

/**
 * The queue's limits from the environment: LOGIN_HASH_CONCURRENCY (default: the machine's cores less one for the event
 * loop, at least 1, and at most the libuv thread pool less two), LOGIN_HASH_PRIORITY (slots kept for priority checks,
 * default 1), LOGIN_HASH_QUEUE (checks that may wait, default 4 per slot), LOGIN_HASH_PER_KEY (checks one address or
 * phone may have waiting or running, default 2).
 */
export function passwordQueueFromEnv(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): PasswordQueueOptions {
  const read = (name: string, fallback: number, min: number) => {
    const text = env[name];
    if (text === undefined || text === '') return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < min || value > 1000) throw new Error(`${name} must be an integer from ${min} to 1000, got ${text}`);
    return value;
  };
  const pool = Number(env.UV_THREADPOOL_SIZE) || 4;
  const concurrency = read('LOGIN_HASH_CONCURRENCY', Math.max(1, Math.min(cores - 1, pool - 2)), 1);
  return {
    concurrency,
    priorityConcurrency: read('LOGIN_HASH_PRIORITY', 1, 0),
    maxQueued: read('LOGIN_HASH_QUEUE', 4 * concurrency, 0),
    perKey: read('LOGIN_HASH_PER_KEY', 2, 1),
  };
}
