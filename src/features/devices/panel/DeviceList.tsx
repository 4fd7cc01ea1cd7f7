// The fleet list of a panel: the filters of issue 10, page sizes 10/20/50/100, 详情 and 锁机/解锁 per row, a batch
// lock over the rows ticked.
import { useRef, useState } from 'react';
import { Button, Space } from '@douyinfe/semi-ui';
import type { Device } from '../../../core/contract/api/devices.ts';
import { useWords } from '../../../ui/i18n/index.ts';
import { ListTable } from '../../../ui/list/index.ts';
import type { ListSpec } from '../../../ui/list/index.ts';
import { deviceListSpec } from '../deviceList.tsx';
import type { DevicePageCall } from '../deviceList.tsx';
import { deviceWords } from '../words.ts';
import { BatchLock, LockButton } from './LockActions.tsx';

export interface DeviceListProps {
  screen: string;
  endpoint: DevicePageCall;
  onOpen(device: Device): void;
}

export function DeviceList({ screen, endpoint, onOpen }: DeviceListProps) {
  const { t } = useWords(deviceWords);
  const [selected, setSelected] = useState<number[]>([]);
  const codes = useRef(new Map<number, string>());
  const base = deviceListSpec(t, screen, endpoint);
  const spec: ListSpec<DevicePageCall> = {
    ...base,
    actionsWidth: 150,
    rowSelection: { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) },
    rowActions: (device, { paged }) => {
      codes.current.set(device.id, device.code);
      return (
        <Space spacing={4}>
          <Button className="backroom-device-open" size="small" theme="borderless" onClick={() => onOpen(device)}>
            {t('detail')}
          </Button>
          <LockButton device={device} onDone={() => void paged.invalidate()} />
        </Space>
      );
    },
    toolbar: ({ paged }) => (
      <Space>
        <BatchLock ids={selected} codeOf={(id) => codes.current.get(id) ?? String(id)} onDone={() => void paged.invalidate()} />
      </Space>
    ),
  };
  return <ListTable spec={spec} />;
}
