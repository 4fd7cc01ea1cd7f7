// One device at a glance: its fields (—— when missing, −50 ℃ as not available: spec §9), and the lifecycle and lock
// actions (投放 / 取消投放 / 锁机 / 解锁), whose refusals read in the code's words (40515, 40525, 40526); a machine still
// awaiting initialisation (its aging run going) offers 结束老化 (PUT machineAgingRecord/forceFinish) after a confirmation.
// They need device:vm:lock (spec §6).
import { Button, Descriptions, Popconfirm, Space, Tag } from '@douyinfe/semi-ui';
import { vendingMachineCancelLaunch, vendingMachineLaunch } from '../../../core/contract/api/devices.ts';
import { machineAgingForceFinish } from '../../../core/contract/api/iot.ts';
import type { DeviceDetail } from '../../../core/contract/api/devices.ts';
import { DeviceType, LifecycleState } from '../../../core/contract/index.ts';
import { formatDateTime, formatTemperature, formatValue } from '../../../core/format/index.ts';
import { useCall, useCallMutation } from '../../../ui/data/index.ts';
import { useWords } from '../../../ui/i18n/index.ts';
import { ConceptLabel } from '../../../ui/options/index.ts';
import { useToast } from '../../../ui/providers/index.ts';
import { useSessionState } from '../../../ui/session/index.ts';
import { useDeviceCommands } from '../commands/DeviceCommands.tsx';
import { deviceWords } from '../words.ts';
import { LockButton } from './LockActions.tsx';
import { deviceRights } from './selection.ts';

export function useLifecycle(device: DeviceDetail, onDone: () => void) {
  const { t } = useWords(deviceWords);
  const call = useCall();
  const toast = useToast();
  const { run } = useDeviceCommands();
  return async (launch: boolean) => {
    const label = t(launch ? 'launch' : 'cancelLaunch');
    const outcome = await run({
      command: launch ? 'launchVm' : 'cancelLaunchVm',
      deviceId: String(device.id),
      label,
      send: async () => {
        if (launch) await call(vendingMachineLaunch, { body: { id: device.id } }, { silent: true });
        else await call(vendingMachineCancelLaunch, { params: { id: device.id } }, { silent: true });
        return null;
      },
    });
    if (outcome.ok) toast.success(`${label}: ${outcome.text}`);
    else toast.error(`${label}: ${outcome.status ?? ''} ${outcome.text}`);
    onDone();
  };
}

/** 结束老化: the running aging record of the device ends by force; the machine then awaits launch. */
export function AgingFinish({ device, onDone }: { device: DeviceDetail; onDone: () => void }) {
  const { t } = useWords(deviceWords);
  const toast = useToast();
  const finish = useCallMutation(machineAgingForceFinish, {
    onSuccess: () => {
      toast.success(t('agingFinished'));
      onDone();
    },
  });
  return (
    <Popconfirm title={t('agingFinishConfirm')} onConfirm={() => finish.mutate({ body: { id: device.id } })}>
      <span>
        <Button className="backroom-device-aging-finish" type="warning" loading={finish.isPending}>{t('agingFinish')}</Button>
      </span>
    </Popconfirm>
  );
}

export function LifecycleActions({ device, onDone }: { device: DeviceDetail; onDone: () => void }) {
  const { t } = useWords(deviceWords);
  const change = useLifecycle(device, onDone);
  const rights = deviceRights(useSessionState().viewCodes);
  if (!rights.lock) return null;
  const operating = device.lifecycleState === LifecycleState.OPERATING;
  return (
    <Space className="backroom-device-lifecycle">
      {device.lifecycleState === LifecycleState.AWAITING_INIT && <AgingFinish device={device} onDone={onDone} />}
      {operating ? (
        <Popconfirm title={t('confirmCancelLaunch')} onConfirm={() => void change(false)}>
          <span>
            <Button className="backroom-device-cancel-launch">{t('cancelLaunch')}</Button>
          </span>
        </Popconfirm>
      ) : (
        <Button className="backroom-device-launch" theme="solid" type="primary" onClick={() => void change(true)}>
          {t('launch')}
        </Button>
      )}
      <LockButton device={device} onDone={onDone} />
    </Space>
  );
}

export function DeviceInfo({ device }: { device: DeviceDetail }) {
  const { t } = useWords(deviceWords);
  const onOff = (on: boolean) => t(on ? 'on' : 'off');
  const rows = [
    { key: t('code'), value: device.code },
    { key: t('name'), value: device.name },
    { key: t('deviceType'), value: t(device.deviceType === DeviceType.COOLER ? 'coolers' : 'vendingMachines', { count: 1 }) },
    { key: t('model'), value: formatValue(device.modelName) },
    { key: t('lifecycleState'), value: <ConceptLabel concept="vmLifecycleState" value={device.lifecycleState} /> },
    { key: t('onlineStatus'), value: <Tag color={device.online ? 'green' : 'grey'}>{t(device.online ? 'online' : 'offline')}</Tag> },
    { key: t('lockState'), value: t(device.locked ? 'locked' : 'unlocked') },
    { key: t('temperature'), value: <span className="backroom-device-temperature">{formatTemperature(device.temperature)}</span> },
    { key: t('targetTemperature'), value: formatTemperature(device.targetTemperature) },
    { key: t('temperatureMode'), value: <ConceptLabel concept="temperatureMode" value={device.temperatureMode} /> },
    { key: t('compressor'), value: onOff(device.compressorOn) },
    ...(device.deviceType === DeviceType.COOLER
      ? [{ key: t('compressorPlan'), value: <span className="backroom-device-compressor-plan">{device.compressorPlan ? `${device.compressorPlan.onTime}–${device.compressorPlan.offTime}` : formatValue(null)}</span> }]
      : []),
    { key: t('light'), value: onOff(device.lightOn) },
    { key: t('screen'), value: onOff(device.screenOn) },
    { key: t('place'), value: formatValue(device.place) },
    { key: t('department'), value: formatValue(device.deptName) },
    { key: t('contactNumber'), value: formatValue(device.contactNumber) },
    { key: t('hotspot'), value: formatValue(device.hotspot) },
    { key: t('scanCode'), value: formatValue(device.scanCode) },
    { key: t('nfcSn'), value: formatValue(device.nfcSn) },
    { key: t('warnLevel'), value: device.warnLevel },
    { key: t('lastOnlineTime'), value: formatDateTime(device.lastOnlineTime) },
    { key: t('createTime'), value: formatDateTime(device.createTime) },
  ];
  return <Descriptions className="backroom-device-info" data={rows} row size="small" />;
}
