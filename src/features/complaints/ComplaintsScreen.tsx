// Screen.complaints: order complaints from the two payment channels (spec §7 Complaints), one tab each; `?channel=`
// opens that channel's tab.
import { TabPane, Tabs } from '@douyinfe/semi-ui';
import { useState } from 'react';
import { complaintPage } from '../../core/contract/api/complaints.ts';
import type { FiltersOf } from '../../core/contract/api/define.ts';
import { PAY_CHANNELS, Screen } from '../../core/contract/index.ts';
import type { PayChannel } from '../../core/contract/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ListTable } from '../../ui/list/index.ts';
import { useConceptOptions } from '../../ui/options/index.ts';
import { ScreenFrame, queryParam } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { COMPLAINT_TABLE, complaintColumns, complaintFilters } from './complaintList.tsx';
import { useComplaintRows } from './useComplaintRows.tsx';
import { complaintWords } from './words.ts';

function channelOf(path: string): PayChannel {
  const wanted = queryParam(path, 'channel');
  return PAY_CHANNELS.find((channel) => channel === wanted) ?? PAY_CHANNELS[0];
}

export default function ComplaintsScreen({ path, title }: ScreenProps) {
  const { t } = useWords(complaintWords);
  const { labelOf } = useConceptOptions('payChannel');
  const [active, setActive] = useState<PayChannel>(() => channelOf(path));
  const columns = complaintColumns(t, false);
  const filters = complaintFilters<FiltersOf<typeof complaintPage>>(t);
  const { rowActions, overlays, actionsWidth } = useComplaintRows('order');
  return (
    <ScreenFrame screen={Screen.complaints} title={title}>
      <Tabs className="backroom-complaint-tabs" aria-label={t('channels')} activeKey={active} lazyRender onChange={(key) => setActive(key as PayChannel)}>
        {PAY_CHANNELS.map((channel) => (
          <TabPane key={channel} itemKey={channel} tab={labelOf(channel) ?? channel}>
            <ListTable spec={{ screen: Screen.complaints, endpoint: complaintPage, exportType: 'complaints', ...COMPLAINT_TABLE, columns, filters, fixedFilters: { channel }, rowActions, actionsWidth }} />
          </TabPane>
        ))}
      </Tabs>
      {overlays}
    </ScreenFrame>
  );
}
