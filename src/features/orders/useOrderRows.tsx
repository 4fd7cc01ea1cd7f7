// The 操作 column of the order lists and what it opens: 详情 (a side sheet) everywhere; 处理 (the handling dialog) for
// abnormal orders, for holders of ABNORMAL_ORDER_HANDLE. A handling refused because the order changed meanwhile
// (20600) closes the dialog and reloads the list, so the user sees the order as it is now.
import { useState } from 'react';
import { Button, Space } from '@douyinfe/semi-ui';
import { useQueryClient } from '@tanstack/react-query';
import { badgeCounts } from '../../core/contract/api/dashboard.ts';
import { abnormalOrderHandle, abnormalOrderPage, orderDetail, orderPage } from '../../core/contract/api/orders.ts';
import type { AbnormalOrderHandle, Order } from '../../core/contract/api/orders.ts';
import { ABNORMAL_ORDER_HANDLE, ABNORMAL_ORDER_STATUS, Code } from '../../core/contract/index.ts';
import { ApiError } from '../../core/http/index.ts';
import { holdsViewCode } from '../../core/rules/index.ts';
import { pagedKey, useCallMutation } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { useToast } from '../../ui/providers/index.ts';
import { useSessionState } from '../../ui/session/index.ts';
import { HandleOrderDialog } from './HandleOrderDialog.tsx';
import { OrderSheet } from './OrderSheet.tsx';
import { orderWords } from './words.ts';

export function useOrderRows() {
  const { t } = useWords(orderWords);
  const toast = useToast();
  const queryClient = useQueryClient();
  const { viewCodes, currentGroupId } = useSessionState();
  const canHandle = holdsViewCode(viewCodes ?? [], ABNORMAL_ORDER_HANDLE);
  const [viewing, setViewing] = useState<number | null>(null);
  const [handling, setHandling] = useState<Order | null>(null);
  const handle = useCallMutation(abnormalOrderHandle, { invalidates: [abnormalOrderPage, orderPage, orderDetail, badgeCounts] });

  const submit = (body: AbnormalOrderHandle) =>
    handle.mutate(
      { body },
      {
        onSuccess: () => {
          toast.success(t('handled'));
          setHandling(null);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === Code.ORDER_STATUS_WRONG) {
            setHandling(null);
            void queryClient.invalidateQueries({ queryKey: pagedKey(currentGroupId, abnormalOrderPage) });
          }
        },
      },
    );

  const rowActions = (order: Order) => (
    <Space spacing={4}>
      <Button className="backroom-order-detail-open" theme="borderless" type="primary" onClick={() => setViewing(order.id)}>
        {t('detail')}
      </Button>
      {canHandle && order.status === ABNORMAL_ORDER_STATUS && (
        <Button className="backroom-order-handle" theme="borderless" type="primary" onClick={() => setHandling(order)}>
          {t('handle')}
        </Button>
      )}
    </Space>
  );
  const overlays = (
    <>
      {viewing !== null && <OrderSheet id={viewing} onClose={() => setViewing(null)} />}
      {handling && <HandleOrderDialog key={handling.id} order={handling} pending={handle.isPending} onSubmit={submit} onCancel={() => setHandling(null)} />}
    </>
  );
  return { rowActions, overlays };
}
