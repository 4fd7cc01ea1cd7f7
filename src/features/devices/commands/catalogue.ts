// Every command a device takes from the panel (spec §7 IoT and Cooler), each bound to its call: what the user clicks,
// and how it is sent. The call answers a ticket to poll (core/contract/api/iot.ts COMMANDS: key and polling time).
import { coolerPicture, coolerPingback, coolerRestart, coolerSystemStatus } from '../../../core/contract/api/cooler.ts';
import {
  boxReboot, iotComprOff, iotComprOn, iotForceRestart, iotLightOrScreenOff, iotLightOrScreenOn, iotNfcRestart, iotSendCommandAction,
  iotSetTempMode, iotTempSet, iotUploadLog,
} from '../../../core/contract/api/iot.ts';
import type { CommandTicket, SendAction } from '../../../core/contract/api/iot.ts';
import type { CallInput, CallSpec, DataOf } from '../../../core/contract/api/define.ts';
import type { TemperatureMode } from '../../../core/contract/index.ts';
import type { RequestOptions } from '../../../core/http/index.ts';
import type { deviceWords } from '../words.ts';

type WordKey = keyof (typeof deviceWords)['texts'];
export type Call = <C extends CallSpec>(call: C, input: CallInput<C>, options?: RequestOptions) => Promise<DataOf<C>>;

/** What a command may need besides the device: a temperature, a mode, an action. */
export interface CommandInput {
  temp?: number;
  mode?: TemperatureMode;
  action?: SendAction;
}

export interface PanelCommand {
  /** The command kind (backroom-command-result `command`). */
  command: string;
  label: WordKey;
  /** Coolers only, vending machines only, or both. */
  for: 'all' | 'cooler';
  needs?: keyof CommandInput;
  /** Cooler commands are polled on the cooler's resp call. */
  source?: 'iot' | 'cooler';
  send(call: Call, id: number, input: CommandInput): Promise<CommandTicket>;
}

/** The panel reports every result itself (in place): no generic toast for a refused command. */
const quiet: RequestOptions = { silent: true };

export const PANEL_COMMANDS: readonly PanelCommand[] = [
  { command: 'tempSet', label: 'cmdTempSet', for: 'all', needs: 'temp', send: (call, id, { temp }) => call(iotTempSet, { params: { id }, query: { temp: temp ?? 4 } }, quiet) },
  { command: 'setTempMode', label: 'cmdSetTempMode', for: 'all', needs: 'mode', send: (call, id, { mode }) => call(iotSetTempMode, { params: { id }, body: { mode: mode ?? 1 } }, quiet) },
  { command: 'comprOn', label: 'cmdComprOn', for: 'all', send: (call, id) => call(iotComprOn, { body: { id } }, quiet) },
  { command: 'comprOff', label: 'cmdComprOff', for: 'all', send: (call, id) => call(iotComprOff, { body: { id } }, quiet) },
  { command: 'lightOn', label: 'cmdLightOn', for: 'all', send: (call, id) => call(iotLightOrScreenOn, { params: { id }, body: { target: 'light' } }, quiet) },
  { command: 'lightOff', label: 'cmdLightOff', for: 'all', send: (call, id) => call(iotLightOrScreenOff, { params: { id }, body: { target: 'light' } }, quiet) },
  { command: 'screenOn', label: 'cmdScreenOn', for: 'all', send: (call, id) => call(iotLightOrScreenOn, { params: { id }, body: { target: 'screen' } }, quiet) },
  { command: 'screenOff', label: 'cmdScreenOff', for: 'all', send: (call, id) => call(iotLightOrScreenOff, { params: { id }, body: { target: 'screen' } }, quiet) },
  { command: 'forceRestart', label: 'cmdForceRestart', for: 'all', send: (call, id) => call(iotForceRestart, { params: { id } }, quiet) },
  { command: 'uploadLog', label: 'cmdUploadLog', for: 'all', send: (call, id) => call(iotUploadLog, { body: { id } }, quiet) },
  { command: 'nfcRestart', label: 'cmdNfcRestart', for: 'all', send: (call, id) => call(iotNfcRestart, { params: { id } }, quiet) },
  { command: 'boxReboot', label: 'cmdBoxReboot', for: 'all', send: (call, id) => call(boxReboot, { params: { id } }, quiet) },
  { command: 'action', label: 'cmdAction', for: 'all', needs: 'action', send: (call, id, { action }) => call(iotSendCommandAction, { params: { a: id, b: action ?? 'refreshStatus' } }, quiet) },
  { command: 'restart', source: 'cooler', label: 'cmdRestart', for: 'cooler', send: (call, id) => call(coolerRestart, { params: { id } }, quiet) },
  { command: 'systemStatus', source: 'cooler', label: 'cmdSystemStatus', for: 'cooler', send: (call, id) => call(coolerSystemStatus, { params: { id } }, quiet) },
  { command: 'picture', source: 'cooler', label: 'cmdPicture', for: 'cooler', send: (call, id) => call(coolerPicture, { params: { id } }, quiet) },
  { command: 'pingback', source: 'cooler', label: 'cmdPingback', for: 'cooler', send: (call, id) => call(coolerPingback, { params: { id } }, quiet) },
];

export const ACTION_LABELS: Readonly<Record<SendAction, WordKey>> = {
  openDoor: 'actionOpenDoor',
  closeDoor: 'actionCloseDoor',
  syncGoods: 'actionSyncGoods',
  syncTime: 'actionSyncTime',
  refreshStatus: 'actionRefreshStatus',
  clearFault: 'actionClearFault',
};
