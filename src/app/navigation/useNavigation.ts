// Every navigation of the shell is announced by `backroom-navigate` (DESIGN.md "Elements"): the shell's own are
// cancelable (a host router that cancels takes over); those it did not start (browser back/forward, the host's
// `path`) are announced after the fact, not cancelable.
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useEmit } from '../../ui/providers/index.ts';

export interface NavigateOptions {
  replace?: boolean;
}

/** Navigates unless the host cancels; false when cancelled. */
export type ShellNavigate = (path: string, options?: NavigateOptions) => boolean;

export function currentFullPath(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

/**
 * react-router's navigate, as one function for the shell's life: the declarative router gives a new one on every
 * location change, and an effect keyed on it would run again after each navigation (the host's `path` sending the
 * shell back to where the host last pointed it).
 */
export function useStableNavigate(): (path: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  latest.current = navigate;
  return useCallback((path: string, options?: NavigateOptions) => void latest.current(path, options), []);
}

export function useNavigation(): ShellNavigate {
  const navigate = useStableNavigate();
  const location = useLocation();
  const emit = useEmit();
  /** The path of the last navigation the shell announced itself. */
  const announced = useRef<string | null>(null);

  const go = useCallback<ShellNavigate>(
    (path, { replace = false } = {}) => {
      if (!emit('backroom-navigate', { path, replace })) return false;
      announced.current = path;
      navigate(path, { replace });
      return true;
    },
    [emit, navigate],
  );

  const fullPath = currentFullPath(location);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (announced.current === fullPath) {
      announced.current = null;
      return;
    }
    emit('backroom-navigate', { path: fullPath, replace: false }, { cancelable: false });
  }, [emit, fullPath, location.key]);

  return go;
}
