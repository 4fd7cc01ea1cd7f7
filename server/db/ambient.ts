// One transaction around a whole request (the audit trail writes its record in the transaction of the change it
// records): while a request runs inside `inAmbientTransaction`, the shared `orm` of every module sends its queries to
// that transaction, and a module's own `orm.transaction(...)` simply runs inside it (no savepoint: two round trips
// saved on every audited write; what it does is kept or rolled back with the request, whose failure it fails). What must not happen
// before the change commits (a command sent to a device, which answers on another connection and updates the row; a
// task worker kicked to claim the row; streams woken to read it) is handed to `afterCommit`: it runs once the request's
// transaction has committed, outside it, and is dropped when it rolls back.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Orm } from './db.ts';

interface Ambient {
  tx: Orm;
  /** False once the request's work is done: timers it started (a simulated device's reply) use the pool again. */
  open: boolean;
  /** Work to run once the transaction commits (`afterCommit`), in the order it was handed in. */
  after: Array<() => unknown>;
}

const ambient = new AsyncLocalStorage<Ambient>();

/** The transaction the current request runs in, if any. */
export function ambientTransaction(): Orm | null {
  const current = ambient.getStore();
  return current?.open ? current.tx : null;
}

/** `base`, but inside `inAmbientTransaction` the request's transaction (and its `transaction(fn)` runs `fn` in it). */
export function ambientOrm(base: Orm): Orm {
  return new Proxy(base, {
    get(target, property) {
      const inside = ambientTransaction();
      if (inside && property === 'transaction') return <T>(fn: (tx: Orm) => Promise<T>) => fn(inside);
      const current = inside ?? target;
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
}

/** The database whose `orm` follows the ambient transaction. */
export function withAmbientOrm(db: Db): Db {
  return { ...db, orm: ambientOrm(db.orm) };
}

/**
 * Runs `fn` in one transaction opened by `begin` (a transaction of the database, not of the proxy: a nested call
 * would be a savepoint of the outer request); committed when it resolves, rolled back when it throws.
 */
export async function inAmbientTransaction<T>(begin: (fn: (tx: Orm) => Promise<T>) => Promise<T>, fn: (tx: Orm) => Promise<T>): Promise<T> {
  const after: Ambient['after'] = [];
  const result = await begin(async (tx) => {
    const state: Ambient = { tx: tx as unknown as Orm, open: true, after };
    try {
      return await ambient.run(state, () => fn(state.tx));
    } finally {
      state.open = false;
    }
  });
  // Committed: what waited for it runs now, outside any request's transaction.
  for (const work of after) runOutside(work);
  return result;
}

/** Runs `work` outside the ambient transaction; a failure is the work's own (it catches what it cares about). */
function runOutside(work: () => unknown): void {
  ambient.exit(() => {
    const done = work();
    if (done instanceof Promise) done.catch(() => undefined);
  });
}

/**
 * Runs `work` once the current request's transaction has committed, or at once outside one. Dropped when the
 * transaction (or the savepoint it was handed in under) rolls back.
 */
export function afterCommit(work: () => unknown): void {
  const current = ambient.getStore();
  if (current?.open) current.after.push(work);
  else runOutside(work);
}

/** True while the current code runs inside a request's transaction (its writes are not yet seen by others). */
export function insideAmbient(): boolean {
  return ambient.getStore()?.open === true;
}

/** Runs `fn` outside any request's transaction (work that must not wait for, or roll back with, the request). */
export function outsideAmbient<T>(fn: () => T): T {
  return ambient.exit(fn);
}
