// 开门失败记录 of one device (spec §7 GET openFailLogPage/{id}): when a customer's door did not open and why, newest
// first, paged; the customer's phone arrives masked.
import { vendingMachineOpenFailLogPage } from '../../../core/contract/api/devices.ts';
import type { OpenFailRow } from '../../../core/contract/api/devices.ts';
import { formatDateTime, formatValue } from '../../../core/format/index.ts';
import { usePaged } from '../../../ui/data/index.ts';
import { useWords } from '../../../ui/i18n/index.ts';
import { PagedTable } from '../../../ui/table/index.ts';
import { deviceWords } from '../words.ts';

export function OpenFailLog({ deviceId }: { deviceId: number }) {
  const { t } = useWords(deviceWords);
  const paged = usePaged(vendingMachineOpenFailLogPage, {}, { params: { id: deviceId } });
  const columns = [
    { title: t('logTime'), dataIndex: 'createTime', width: 170, render: (value: number) => formatDateTime(value) },
    { title: t('openFailReason'), dataIndex: 'reason', render: (reason: string) => formatValue(reason) },
    { title: t('openFailUser'), dataIndex: 'userPhone', width: 160, render: (phone: string) => formatValue(phone) },
  ];
  return <PagedTable<OpenFailRow> className="backroom-device-open-fails" paged={paged} columns={columns} scrollX={700} />;
}
