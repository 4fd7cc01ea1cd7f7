// Lock and unlock (spec §7 {id}/vmlock/{state}, batchLock): one device from its row or detail, a selection in a batch
// with a result per device. A refusal reads in the code's words (40525 设备非运营状态 …).
import { useState } from 'react';
import { Button, Checkbox, List, Modal, Tag } from '@douyinfe/semi-ui';
import { LockState, vendingMachineBatchLock, vendingMachineLock } from '../../../core/contract/api/devices.ts';
import type { BulkResult, Device } from '../../../core/contract/api/devices.ts';
import { STATUS_OK } from '../../../core/contract/index.ts';
import { useCall } from '../../../ui/data/index.ts';
import { useWords } from '../../../ui/i18n/index.ts';
import { useToast } from '../../../ui/providers/index.ts';
import { useDeviceCommands } from '../commands/DeviceCommands.tsx';
import { deviceWords } from '../words.ts';

/** Runs a lock or unlock of one device through the panel's commands (so it is reported like a command). */
export function useLockDevice(onDone?: () => void) {
  const { t } = useWords(deviceWords);
  const call = useCall();
  const toast = useToast();
  const { run } = useDeviceCommands();
  return async (device: Pick<Device, 'id' | 'locked'>) => {
    const state = device.locked ? LockState.UNLOCKED : LockState.LOCKED;
    const label = t(device.locked ? 'unlock' : 'lock');
    const outcome = await run({
      command: device.locked ? 'unlock' : 'lock',
      deviceId: String(device.id),
      label,
      send: async () => {
        await call(vendingMachineLock, { params: { id: device.id, state } }, { silent: true });
        return null;
      },
    });
    if (outcome.ok) toast.success(`${label}: ${outcome.text}`);
    else toast.error(`${label}: ${outcome.status ?? ''} ${outcome.text}`.replace(':  ', ': '));
    onDone?.();
  };
}

export function LockButton({ device, onDone }: { device: Pick<Device, 'id' | 'locked'>; onDone?: () => void }) {
  const { t } = useWords(deviceWords);
  const lock = useLockDevice(onDone);
  const [busy, setBusy] = useState(false);
  return (
    <Button
      className={device.locked ? 'backroom-device-unlock' : 'backroom-device-lock'}
      size="small"
      type={device.locked ? 'primary' : 'danger'}
      theme="borderless"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void lock(device).finally(() => setBusy(false));
      }}
    >
      {t(device.locked ? 'unlock' : 'lock')}
    </Button>
  );
}

export interface BatchLockProps {
  ids: readonly number[];
  codeOf(id: number): string;
  onDone(): void;
}

export function BatchLock({ ids, codeOf, onDone }: BatchLockProps) {
  const { t } = useWords(deviceWords);
  const call = useCall();
  const toast = useToast();
  const [state, setState] = useState<LockState | null>(null);
  const [orderLock, setOrderLock] = useState(false);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<BulkResult[] | null>(null);

  const open = (next: LockState) => {
    if (ids.length === 0) return void toast.warning(t('selectFirst'));
    setResults(null);
    setState(next);
  };
  const submit = async () => {
    if (state === null) return;
    setBusy(true);
    try {
      const answer = await call(vendingMachineBatchLock, { params: { id: state }, body: { vmIds: [...ids], orderLock } });
      setResults(answer.results);
      onDone();
    } finally {
      setBusy(false);
    }
  };
  const ok = results?.filter((result) => result.status === STATUS_OK).length ?? 0;

  return (
    <>
      <Button className="backroom-device-batch-lock" onClick={() => open(LockState.LOCKED)}>{t('batchLock')}</Button>
      <Button className="backroom-device-batch-unlock" onClick={() => open(LockState.UNLOCKED)}>{t('batchUnlock')}</Button>
      <Modal
        visible={state !== null}
        title={t(state === LockState.LOCKED ? 'batchLockTitle' : 'batchUnlockTitle', { count: ids.length })}
        onCancel={() => setState(null)}
        onOk={results ? () => setState(null) : () => void submit()}
        okText={results ? undefined : t(state === LockState.LOCKED ? 'lock' : 'unlock')}
        confirmLoading={busy}
        className="backroom-device-batch-dialog"
      >
        {results ? (
          <>
            <p role="status">{t('batchResult', { ok, failed: results.length - ok })}</p>
            <List
              size="small"
              dataSource={results}
              renderItem={(result) => (
                <List.Item className="backroom-device-batch-result" data-row-key={result.id}>
                  {codeOf(result.id)}{' '}
                  <Tag color={result.status === STATUS_OK ? 'green' : 'red'}>
                    {result.status === STATUS_OK ? t('operationDone') : `${result.status} ${result.msg}`}
                  </Tag>
                </List.Item>
              )}
            />
          </>
        ) : (
          state === LockState.LOCKED && (
            <Checkbox checked={orderLock} onChange={(event) => setOrderLock(Boolean(event.target.checked))}>
              {t('orderLock')}
            </Checkbox>
          )
        )}
      </Modal>
    </>
  );
}
