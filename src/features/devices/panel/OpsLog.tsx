// The operations log of a device (GET /api/iot/ops/opsLogList/{vmId}): who did what when, its state and result, the
// latency; a timed-out command reads 超时未响应. It reloads when a command of the device ends or the stream tells
// of a change to it.
import { useEffect } from 'react';
import { iotOpsLogList } from '../../../core/contract/api/iot.ts';
import type { OpsLogRow } from '../../../core/contract/api/iot.ts';
import { formatDateTime, formatValue } from '../../../core/format/index.ts';
import { usePaged } from '../../../ui/data/index.ts';
import { useWords } from '../../../ui/i18n/index.ts';
import { PagedTable } from '../../../ui/table/index.ts';
import { useDeviceCommands } from '../commands/DeviceCommands.tsx';
import { deviceWords } from '../words.ts';

type T = ReturnType<typeof useWords<'devices'>>['t'];
type WordKey = keyof (typeof deviceWords)['texts'];

const STATE_WORDS: Readonly<Record<string, WordKey>> = {
  queued: 'stateQueued',
  sent: 'stateSent',
  delivered: 'stateDelivered',
  succeeded: 'stateSucceeded',
  failed: 'stateFailed',
  timed_out: 'stateTimedOut',
  done: 'stateDone',
};

const ACTION_WORDS: Readonly<Record<string, WordKey>> = {
  tempSet: 'cmdTempSet', setTempMode: 'cmdSetTempMode', comprOn: 'cmdComprOn', comprOff: 'cmdComprOff', lightOn: 'cmdLightOn',
  lightOff: 'cmdLightOff', screenOn: 'cmdScreenOn', screenOff: 'cmdScreenOff', forceRestart: 'cmdForceRestart',
  uploadLog: 'cmdUploadLog', nfcRestart: 'cmdNfcRestart', boxReboot: 'cmdBoxReboot', action: 'cmdAction', restart: 'cmdRestart',
  systemStatus: 'cmdSystemStatus', picture: 'cmdPicture', pingback: 'cmdPingback', launch: 'opLaunch',
  cancelLaunch: 'opCancelLaunch', lock: 'opLock', unlock: 'opUnlock', update: 'opUpdate', setting: 'opSetting',
  hotspot: 'opHotspot', contactNumber: 'opContactNumber', bindExtra: 'opBindExtra', unbindExtra: 'opUnbindExtra',
  unbindScanCode: 'opUnbindScanCode', removeCache: 'opRemoveCache', agingFinish: 'opAgingFinish', compressorPlan: 'compressorPlan',
  online: 'online', offline: 'offline',
};

export const actionText = (t: T, action: string): string => {
  const key = ACTION_WORDS[action];
  return key ? t(key) : action;
};
export const stateText = (t: T, state: string): string => {
  const key = STATE_WORDS[state];
  return key ? t(key) : state;
};

export function OpsLog({ deviceId }: { deviceId: number }) {
  const { t } = useWords(deviceWords);
  const { runs, stream } = useDeviceCommands();
  const paged = usePaged(iotOpsLogList, {}, { params: { vmId: deviceId } });
  const finished = runs.filter((run) => run.deviceId === String(deviceId) && run.phase === 'done').length;
  const { invalidate } = paged;
  useEffect(() => {
    if (finished > 0) void invalidate();
  }, [finished, invalidate]);
  useEffect(
    () => stream?.subscribe((entry) => {
      if (entry.deviceId === deviceId) void invalidate();
    }),
    [stream, deviceId, invalidate],
  );

  const columns = [
    { title: t('logTime'), dataIndex: 'createTime', width: 170, render: (value: number) => formatDateTime(value) },
    { title: t('logAction'), dataIndex: 'action', width: 140, render: (action: string) => actionText(t, action) },
    { title: t('logState'), dataIndex: 'state', width: 140, className: 'backroom-ops-state', render: (state: string) => stateText(t, state) },
    { title: t('logOperator'), dataIndex: 'operatorName', width: 110, render: (name: string | null) => name ?? t('system') },
    { title: t('logResult'), dataIndex: 'result', render: (result: string | null) => formatValue(result) },
    { title: t('logLatency'), dataIndex: 'latencyMs', width: 120, align: 'right' as const, render: (value: number | null) => formatValue(value) },
  ];
  return <PagedTable<OpsLogRow> className="backroom-device-ops-log" paged={paged} columns={columns} scrollX={900} />;
}
