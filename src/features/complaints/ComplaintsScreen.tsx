// Screen.complaints: order complaints from the two payment channels (spec §7 Complaints), one tab each; `?channel=`
// opens that channel's tab.
import { TabPane, Tabs } from '@douyinfe/semi-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiPath, PAY_CHANNELS, Screen } from '../../core/contract/index.ts';
import type { PayChannel } from '../../core/contract/index.ts';
import { useConceptOptions } from '../../ui/options/index.ts';
import { ScreenFrame, queryParam } from '../../ui/table/index.ts';
import type { AreaScreenProps } from '../../ui/table/index.ts';
import { ComplaintTable } from './ComplaintTable.tsx';

function channelOf(path: string): PayChannel {
  const wanted = queryParam(path, 'channel');
  return PAY_CHANNELS.find((channel) => channel === wanted) ?? PAY_CHANNELS[0];
}

export default function ComplaintsScreen({ path, title }: AreaScreenProps) {
  const { t } = useTranslation();
  const { labelOf } = useConceptOptions('payChannel');
  const [active, setActive] = useState<PayChannel>(() => channelOf(path));
  return (
    <ScreenFrame screen={Screen.complaints} title={title}>
      <Tabs
        className="backroom-complaint-tabs"
        aria-label={t('shell.complaintChannels')}
        activeKey={active}
        lazyRender
        onChange={(key) => setActive(key as PayChannel)}
      >
        {PAY_CHANNELS.map((channel) => (
          <TabPane key={channel} itemKey={channel} tab={labelOf(channel) ?? channel}>
            <ComplaintTable pagePath={ApiPath.complaintPage} channel={channel} />
          </TabPane>
        ))}
      </Tabs>
    </ScreenFrame>
  );
}
