// One device (spec §7 merchant vm detail): its info with the lifecycle and lock actions, every command with its
// progress and result (with device:vm:command, spec §6), its bindings, inventory warnings, goods layers, online report,
// door-open failures (vending machines) and operations log.
import { useState } from 'react';
import { Button, Empty, Space, Spin, Tabs, Tag, Typography } from '@douyinfe/semi-ui';
import { IconArrowLeft } from '@douyinfe/semi-icons';
import { useQueryClient } from '@tanstack/react-query';
import { vendingMachineMerchantDetail } from '../../../core/contract/api/devices.ts';
import { DeviceType } from '../../../core/contract/index.ts';
import type { DeviceDetail } from '../../../core/contract/api/devices.ts';
import { callKey, useCallQuery } from '../../../ui/data/index.ts';
import { useWords } from '../../../ui/i18n/index.ts';
import { useSessionState } from '../../../ui/session/index.ts';
import { CommandBar } from '../commands/CommandBar.tsx';
import { deviceWords } from '../words.ts';
import { deviceRights } from './selection.ts';
import { DeviceBindings } from './DeviceBindings.tsx';
import { DeviceInfo, LifecycleActions } from './DeviceInfo.tsx';
import { GoodsLayers, InventoryWarnings } from './DeviceLanes.tsx';
import { OpenFailLog } from './OpenFailLog.tsx';
import { DeviceOnline } from './OnlineReport.tsx';
import { OpsLog } from './OpsLog.tsx';

export interface DeviceDetailViewProps {
  deviceId: number;
  /** Shows 返回列表 when given. */
  onBack?(): void;
}

export function DeviceDetailView({ deviceId, onBack }: DeviceDetailViewProps) {
  const { t } = useWords(deviceWords);
  const queryClient = useQueryClient();
  const { currentGroupId, viewCodes } = useSessionState();
  const rights = deviceRights(viewCodes);
  const [tab, setTab] = useState('info');
  const query = useCallQuery(vendingMachineMerchantDetail, { params: { id: deviceId } }, { silent: true });
  const reload = () => void queryClient.invalidateQueries({ queryKey: callKey(currentGroupId, vendingMachineMerchantDetail) });
  const replace = (next: DeviceDetail) => queryClient.setQueryData([...callKey(currentGroupId, vendingMachineMerchantDetail), { params: { id: deviceId } }], next);

  const back = onBack && (
    <Button className="backroom-device-back" icon={<IconArrowLeft />} theme="borderless" onClick={onBack}>
      {t('back')}
    </Button>
  );
  if (query.isLoading) return <Spin size="large" />;
  const device = query.data;
  if (!device) {
    return (
      <div className="backroom-device-detail" data-device-id={deviceId}>
        {back}
        <Empty className="backroom-device-not-found" description={t('notFound')} />
      </div>
    );
  }
  return (
    <div className="backroom-device-detail" data-device-id={deviceId}>
      <Space className="backroom-device-head" wrap>
        {back}
        <Typography.Title heading={4} className="backroom-device-title">
          {device.code} {device.name}
        </Typography.Title>
        <Tag color={device.online ? 'green' : 'grey'}>{t(device.online ? 'online' : 'offline')}</Tag>
        {device.locked && <Tag color="grey">{t('locked')}</Tag>}
        {device.temperatureAlarm && <Tag color="red">{t('temperatureAlarm')}</Tag>}
        <LifecycleActions device={device} onDone={reload} />
      </Space>
      <Tabs className="backroom-device-tabs" activeKey={tab} onChange={setTab} lazyRender keepDOM={false}>
        <Tabs.TabPane itemKey="info" tab={t('tabInfo')}>
          <DeviceInfo device={device} />
        </Tabs.TabPane>
        {rights.command && (
          <Tabs.TabPane itemKey="commands" tab={t('tabCommands')}>
            <CommandBar device={device} />
          </Tabs.TabPane>
        )}
        <Tabs.TabPane itemKey="bindings" tab={t('tabBindings')}>
          <DeviceBindings device={device} onChanged={replace} />
        </Tabs.TabPane>
        <Tabs.TabPane itemKey="inventory" tab={t('tabInventory')}>
          <InventoryWarnings deviceId={device.id} />
        </Tabs.TabPane>
        <Tabs.TabPane itemKey="layers" tab={t('tabLayers')}>
          <GoodsLayers deviceId={device.id} />
        </Tabs.TabPane>
        <Tabs.TabPane itemKey="online" tab={t('tabOnline')}>
          <DeviceOnline code={device.code} />
        </Tabs.TabPane>
        {device.deviceType === DeviceType.VENDING_MACHINE && (
          <Tabs.TabPane itemKey="openFails" tab={t('tabOpenFails')}>
            <OpenFailLog deviceId={device.id} />
          </Tabs.TabPane>
        )}
        <Tabs.TabPane itemKey="log" tab={t('tabLog')}>
          <OpsLog deviceId={device.id} />
        </Tabs.TabPane>
      </Tabs>
    </div>
  );
}
