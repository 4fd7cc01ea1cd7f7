// The commands of one panel: every command sent, its progress and its result, shared by the list, the detail, the
// console and the monitor; the event stream opened once; `backroom-command-result` announced for each that ends.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { POLL_MAX_MS, outcomeLine, resultOf } from '../../../core/device/index.ts';
import type { CommandOutcome } from '../../../core/device/index.ts';
import type { Locale } from '../../../core/i18n/index.ts';
import { useEmit } from '../../../ui/providers/index.ts';
import { useSessionServices, useSessionState } from '../../../ui/session/index.ts';
import { commandEventsPath, fetchCommandResponse } from './calls.ts';
import { acquireCommandStream } from './commandStream.ts';
import type { CommandStream } from './commandStream.ts';
import { runCommand } from './runCommand.ts';
import type { CommandRequest } from './runCommand.ts';

export interface CommandRun {
  key: number;
  deviceId: string;
  command: string;
  /** What the user clicked (重启, 开压缩机 …). */
  label: string;
  phase: 'sending' | 'waiting' | 'done';
  startedAt: number;
  maxMs: number;
  outcome: CommandOutcome | null;
  /** The result as one line (成功, 失败, 轮询超时 10 秒 (4402), 3502 设备离线 …). */
  line: string | null;
}

interface DeviceCommandsValue {
  runs: readonly CommandRun[];
  run(request: CommandRequest & { label: string }): Promise<CommandOutcome>;
  stream: CommandStream | null;
  now(): number;
}

const DeviceCommandsContext = createContext<DeviceCommandsValue | null>(null);

export function useDeviceCommands(): DeviceCommandsValue {
  const value = useContext(DeviceCommandsContext);
  if (!value) throw new Error('useDeviceCommands() is used outside <DeviceCommandsProvider>');
  return value;
}

/** The stream is open (true) or commands poll (false). */
export function useStreamConnected(): boolean {
  const { stream } = useDeviceCommands();
  return useSyncExternalStore(
    useCallback((listener: () => void) => stream?.onStatus(listener) ?? (() => undefined), [stream]),
    () => stream?.connected ?? false,
  );
}

export interface DeviceCommandsProviderProps {
  locale: Locale;
  country: string;
  /** False: poll only, never open the event stream. */
  live?: boolean;
  children: ReactNode;
}

export function DeviceCommandsProvider({ locale, country, live = true, children }: DeviceCommandsProviderProps) {
  const { http, platform, controller } = useSessionServices();
  const { token, status } = useSessionState();
  const emit = useEmit();
  const [runs, setRuns] = useState<readonly CommandRun[]>([]);
  const [stream, setStream] = useState<CommandStream | null>(null);
  const nextKey = useRef(1);

  const ready = status === 'ready' && token !== null;
  useEffect(() => {
    if (!live || !ready) return;
    const opened = acquireCommandStream({ http, platform, path: commandEventsPath, getToken: () => controller.bus.getState().token, country });
    setStream(opened);
    return () => {
      opened.close();
      setStream(null);
    };
  }, [live, ready, http, platform, controller, country]);

  const streamRef = useRef(stream);
  streamRef.current = stream;
  const run = useCallback(
    async (request: CommandRequest & { label: string }): Promise<CommandOutcome> => {
      const key = nextKey.current++;
      const update = (change: Partial<CommandRun>) => setRuns((all) => all.map((one) => (one.key === key ? { ...one, ...change } : one)));
      setRuns((all) => [
        ...all,
        {
          key, deviceId: request.deviceId, command: request.command, label: request.label, phase: 'sending',
          startedAt: platform.now(), maxMs: POLL_MAX_MS.default, outcome: null, line: null,
        },
      ]);
      const outcome = await runCommand(
        {
          ...request,
        },
        {
          onWaiting: (maxMs) => update({ phase: 'waiting', startedAt: platform.now(), maxMs }),
          fetchResponse: (source, msgId, signal) => fetchCommandResponse(http, source, msgId, signal),
          clock: platform,
          stream: streamRef.current,
          locale,
        },
      );
      update({ phase: 'done', outcome, line: outcomeLine(outcome) });
      emit('backroom-command-result', { deviceId: request.deviceId, command: request.command, ok: outcome.ok, result: resultOf(outcome) });
      return outcome;
    },
    [http, platform, locale, emit],
  );

  const value = useMemo<DeviceCommandsValue>(() => ({ runs, run, stream, now: () => platform.now() }), [runs, run, stream, platform]);
  return <DeviceCommandsContext.Provider value={value}>{children}</DeviceCommandsContext.Provider>;
}
