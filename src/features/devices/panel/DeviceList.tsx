// The fleet list of a panel: the filters of issue 10, page sizes 10/20/50/100, 详情 and 锁机/解锁 per row; over the rows
// ticked 批量锁机, 批量指令 (a result per device) and 清除缓存; 导出 (the list's export task); for coolers 压缩机控制导入.
// Each button needs its call's view code (spec §6), else it is not shown.
import { useRef, useState } from 'react';
import { Button, Space } from '@douyinfe/semi-ui';
import type { Device } from '../../../core/contract/api/devices.ts';
import { coolerPage } from '../../../core/contract/api/devices.ts';
import { useWords } from '../../../ui/i18n/index.ts';
import { ListTable } from '../../../ui/list/index.ts';
import type { ListSpec } from '../../../ui/list/index.ts';
import { useSessionState } from '../../../ui/session/index.ts';
import { deviceListSpec } from '../deviceList.tsx';
import type { DevicePageCall } from '../deviceList.tsx';
import { deviceWords } from '../words.ts';
import { BulkCommand } from './BulkCommand.tsx';
import { CompressorImport } from './CompressorImport.tsx';
import { BatchLock, LockButton } from './LockActions.tsx';
import { RemoveCache } from './RemoveCache.tsx';
import { deviceRights } from './selection.ts';

export interface DeviceListProps {
  screen: string;
  endpoint: DevicePageCall;
  onOpen(device: Device): void;
}

export function DeviceList({ screen, endpoint, onOpen }: DeviceListProps) {
  const { t } = useWords(deviceWords);
  const rights = deviceRights(useSessionState().viewCodes);
  const [selected, setSelected] = useState<number[]>([]);
  const codes = useRef(new Map<number, string>());
  const codeOf = (id: number) => codes.current.get(id) ?? String(id);
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
          {rights.lock && <LockButton device={device} onDone={() => void paged.invalidate()} />}
        </Space>
      );
    },
    toolbar: ({ paged }) => {
      const reload = () => void paged.invalidate();
      return (
        <Space wrap>
          {rights.lock && <BatchLock ids={selected} codeOf={codeOf} onDone={reload} />}
          {rights.command && <BulkCommand ids={selected} codeOf={codeOf} onDone={reload} />}
          {rights.command && <RemoveCache codes={selected.map(codeOf)} onDone={reload} />}
          {rights.command && endpoint === coolerPage && <CompressorImport onDone={reload} />}
        </Space>
      );
    },
  };
  return <ListTable spec={spec} />;
}
