// The element's props as the router's single route sees them (the route element is created once).
import { createContext, useContext } from 'react';
import type { LogoutReasons } from './session/logoutReasons.ts';
import type { AdminShellProps } from './types.ts';

export interface ShellConfig extends AdminShellProps {
  reasons: LogoutReasons;
}

export const ShellConfigContext = createContext<ShellConfig | null>(null);

export function useShellConfig(): ShellConfig {
  const config = useContext(ShellConfigContext);
  if (!config) throw new Error('useShellConfig() is used outside <AdminShell>');
  return config;
}
