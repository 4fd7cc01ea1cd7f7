// 设备控制台: find a device by code or name (detailByKeyword) and command it; or open one from the fleet list below.
import { useState } from 'react';
import { Banner, Button, Input, Space } from '@douyinfe/semi-ui';
import { IconSearch } from '@douyinfe/semi-icons';
import { useQuery } from '@tanstack/react-query';
import { vendingMachineDetailByKeyword, vendingMachinePage } from '../../../core/contract/api/devices.ts';
import { useCall } from '../../../ui/data/index.ts';
import { useWords } from '../../../ui/i18n/index.ts';
import { useSessionState } from '../../../ui/session/index.ts';
import { deviceWords } from '../words.ts';
import { DeviceDetailView } from './DeviceDetailView.tsx';
import { DeviceList } from './DeviceList.tsx';

export function DeviceConsole({ screen, initialId }: { screen: string; initialId: number | null }) {
  const { t } = useWords(deviceWords);
  const call = useCall();
  const { currentGroupId, status } = useSessionState();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [opened, setOpened] = useState<number | null>(initialId);
  const found = useQuery({
    queryKey: ['device-console', currentGroupId, keyword],
    queryFn: () => call(vendingMachineDetailByKeyword, { query: { keyword } }),
    enabled: keyword !== '' && status === 'ready',
  });
  const search = () => {
    const next = text.trim();
    setOpened(null);
    setKeyword(next);
  };
  const deviceId = opened ?? found.data?.id ?? null;

  return (
    <div className="backroom-device-console">
      <Space className="backroom-device-console-search">
        <Input
          className="backroom-device-console-keyword"
          aria-label={t('consoleSearch')}
          placeholder={t('consoleSearch')}
          prefix={<IconSearch />}
          value={text}
          onChange={setText}
          onEnterPress={search}
          showClear
          style={{ width: 320 }}
        />
        <Button className="backroom-device-console-find" theme="solid" type="primary" loading={found.isFetching} onClick={search}>
          {t('find')}
        </Button>
      </Space>
      {deviceId !== null ? (
        <DeviceDetailView key={deviceId} deviceId={deviceId} onBack={() => { setOpened(null); setKeyword(''); }} />
      ) : (
        <>
          {keyword !== '' && found.isSuccess && found.data === null && <Banner type="warning" fullMode={false} description={t('notFound')} />}
          {keyword === '' && <Banner type="info" fullMode={false} description={t('consoleHint')} />}
          <DeviceList screen={screen} endpoint={vendingMachinePage} onOpen={(device) => setOpened(device.id)} />
        </>
      )}
    </div>
  );
}
