// One transaction around a whole request (the audit trail writes its record in the transaction of the change it
// records): while a request runs inside `inAmbientTransaction`, the shared `orm` of every module sends its queries to
// that transaction, and a module's own `orm.transaction(...)` becomes a savepoint inside it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Orm } from './db.ts';

interface Ambient {
  tx: Orm;
  /** False once the request's work is done: timers it started (a simulated device's reply) use the pool again. */
  open: boolean;
}

const ambient = new AsyncLocalStorage<Ambient>();

/** The transaction the current request runs in, if any. */
export function ambientTransaction(): Orm | null {
  const current = ambient.getStore();
  return current?.open ? current.tx : null;
}

/** `base`, but inside `inAmbientTransaction` the request's transaction. */
export function ambientOrm(base: Orm): Orm {
  return new Proxy(base, {
    get(target, property) {
      const current = ambientTransaction() ?? target;
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
 * Runs `fn` in one transaction of `base` (not the proxy: a nested call would be a savepoint of the outer request);
 * committed when it resolves, rolled back when it throws.
 */
export function inAmbientTransaction<T>(base: Orm, fn: (tx: Orm) => Promise<T>): Promise<T> {
  return base.transaction(async (tx) => {
    const state: Ambient = { tx: tx as unknown as Orm, open: true };
    try {
      return await ambient.run(state, () => fn(state.tx));
    } finally {
      state.open = false;
    }
  });
}

/** Runs `fn` outside any request's transaction (work that must not wait for, or roll back with, the request). */
export function outsideAmbient<T>(fn: () => T): T {
  return ambient.exit(fn);
}

/** Runs `fn` with `tx` (a savepoint of the request's transaction) as the ambient transaction. */
export async function withAmbient<T>(tx: Orm, fn: () => Promise<T>): Promise<T> {
  const state: Ambient = { tx, open: true };
  try {
    return await ambient.run(state, fn);
  } finally {
    state.open = false;
  }
}
