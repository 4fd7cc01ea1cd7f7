// A filter bar's values: edited freely, applied on 搜索 (or Enter), cleared on 重置. The applied values are what a
// list asks the server for, so typing alone sends no request.
import { useCallback, useState } from 'react';

export interface Filters<T extends object> {
  /** What the fields show. */
  draft: T;
  /** What the list was last asked for. */
  applied: T;
  set<K extends keyof T>(key: K, value: T[K]): void;
  apply(): void;
  reset(): void;
}

export function useFilters<T extends object>(initial: T): Filters<T> {
  const [start] = useState(initial);
  const [draft, setDraft] = useState(start);
  const [applied, setApplied] = useState(start);
  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => setDraft((values) => ({ ...values, [key]: value })), []);
  const apply = useCallback(() => setApplied(draft), [draft]);
  const reset = useCallback(() => {
    setDraft(start);
    setApplied(start);
  }, [start]);
  return { draft, applied, set, apply, reset };
}
