// 设备监控大屏: the fleet at a glance, full screen (menu meta hideLayout) — devices, online, offline, temperature alarms,
// inventory warnings, locked — and a live feed of command transitions and operations from the event stream (GET
// /api/iot/ops/events). Each event refreshes the figures; without a stream they refresh every 30 s (spec §9).
import { useEffect, useState } from 'react';
import { Button, Card, Col, Empty, List, Row, Tag, Typography } from '@douyinfe/semi-ui';
import { IconArrowLeft } from '@douyinfe/semi-icons';
import { vendingMachineList } from '../../../core/contract/api/devices.ts';
import type { Device } from '../../../core/contract/api/devices.ts';
import type { DeviceEvent } from '../../../core/contract/api/iot.ts';
import { BACKGROUND_REFRESH_MS, LifecycleState } from '../../../core/contract/index.ts';
import { formatDateTime } from '../../../core/format/index.ts';
import { useCallQuery } from '../../../ui/data/index.ts';
import { useWords } from '../../../ui/i18n/index.ts';
import { useDeviceCommands, useStreamConnected } from '../commands/DeviceCommands.tsx';
import { deviceWords } from '../words.ts';
import { actionText, stateText } from './OpsLog.tsx';

const FEED_LENGTH = 30;

/** The devices the figures count, as the dashboard counts them: a withdrawn device is no longer in the fleet. */
export function inFleet(devices: readonly Device[]): Device[] {
  return devices.filter((device) => device.lifecycleState !== LifecycleState.WITHDRAWN);
}

export function fleetFigures(all: readonly Device[]) {
  const devices = inFleet(all);
  const online = devices.filter((device) => device.online).length;
  return {
    totalDevices: devices.length,
    onlineNow: online,
    offlineNow: devices.length - online,
    alarmsNow: devices.filter((device) => device.temperatureAlarm).length,
    warningsNow: devices.filter((device) => device.inventoryWarnings > 0).length,
    lockedNow: devices.filter((device) => device.locked).length,
  } as const;
}

export function FleetMonitor({ title, onBack }: { title?: string; onBack?: () => void }) {
  const { t } = useWords(deviceWords);
  const { stream } = useDeviceCommands();
  const live = useStreamConnected();
  const fleet = useCallQuery(vendingMachineList, { body: {} }, { refetchInterval: live ? false : BACKGROUND_REFRESH_MS });
  const [feed, setFeed] = useState<readonly DeviceEvent[]>([]);
  const { refetch } = fleet;
  useEffect(
    () => stream?.subscribe((entry) => {
      setFeed((all) => [entry, ...all].slice(0, FEED_LENGTH));
      void refetch();
    }),
    [stream, refetch],
  );

  const devices = fleet.data ?? [];
  const figures = fleetFigures(devices);
  const attention = inFleet(devices).filter((device) => !device.online || device.temperatureAlarm);
  return (
    <section className="backroom-fleet-monitor" data-live={String(live)}>
      <div className="backroom-fleet-monitor-head">
        {onBack && (
          <Button className="backroom-fleet-monitor-back" icon={<IconArrowLeft />} onClick={onBack}>
            {t('backHome')}
          </Button>
        )}
        <Typography.Title heading={3}>{title || t('monitorTitle')}</Typography.Title>
        <Tag className="backroom-fleet-monitor-mode" color={live ? 'green' : 'blue'}>{t(live ? 'liveStream' : 'polling')}</Tag>
      </div>
      <Row gutter={[16, 16]}>
        {(Object.keys(figures) as (keyof typeof figures)[]).map((key) => (
          <Col key={key} span={4}>
            <Card className={`backroom-fleet-figure backroom-fleet-${key}`} title={t(key)} loading={fleet.isLoading}>
              <Typography.Title heading={2} className="backroom-fleet-figure-value">{figures[key]}</Typography.Title>
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col span={12}>
          <Card title={t('liveFeed')} className="backroom-fleet-feed">
            {feed.length === 0 ? (
              <Empty description={t('noEvents')} />
            ) : (
              <List
                size="small"
                dataSource={[...feed]}
                renderItem={(entry) => (
                  <List.Item className="backroom-fleet-event" data-entry-id={entry.id}>
                    {formatDateTime(entry.createTime)} {entry.deviceCode} {actionText(t, entry.action)}{' '}
                    <Tag color={entry.state === 'succeeded' || entry.state === 'done' ? 'green' : entry.state === 'failed' || entry.state === 'timed_out' ? 'red' : 'blue'}>
                      {stateText(t, entry.state)}
                    </Tag>
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
        <Col span={12}>
          <Card title={`${t('offlineDevices')} / ${t('alarmDevices')}`} className="backroom-fleet-attention">
            {attention.length === 0 ? (
              <Empty description={t('noEvents')} />
            ) : (
              <List
                size="small"
                dataSource={attention}
                renderItem={(device) => (
                  <List.Item data-row-key={device.id}>
                    {device.code} {device.name}{' '}
                    {!device.online && <Tag color="grey">{t('offline')}</Tag>}
                    {device.temperatureAlarm && <Tag color="red">{t('temperatureAlarm')}</Tag>}
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
      </Row>
    </section>
  );
}
