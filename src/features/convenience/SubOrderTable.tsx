// Sub-orders as a declared list: one shop's (the store detail, with filters) or every exception still to handle
// (the store home). Holders of STORE_ORDER handle an exception from its row.
import { useState } from 'react';
import { Button, Tag } from '@douyinfe/semi-ui';
import { STORE_ORDER, SubOrderStatus, subOrderPage } from '../../core/contract/api/convenience.ts';
import type { SubOrder } from '../../core/contract/api/convenience.ts';
import { holdsViewCode } from '../../core/rules/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ListTable } from '../../ui/list/index.ts';
import type { ListColumn, ListSpec } from '../../ui/list/index.ts';
import { useSessionState } from '../../ui/session/index.ts';
import { HandleExceptionDialog } from './HandleExceptionDialog.tsx';
import { EXCEPTION_WORD, RESULT_WORD, STATUS_COLOR, STATUS_WORD } from './labels.ts';
import { convenienceWords } from './words.ts';

export interface SubOrderTableProps {
  /** The contract Screen name the list belongs to. */
  screen: string;
  /** One shop's sub-orders, with filters; without it, every exception still to handle. */
  shopId?: number;
}

const STATUSES = Object.values(SubOrderStatus);

export function SubOrderTable({ screen, shopId }: SubOrderTableProps) {
  const { t } = useWords(convenienceWords);
  const shared = { ns: 'translation' } as const;
  const canHandle = holdsViewCode(useSessionState().viewCodes ?? [], STORE_ORDER);
  const [handling, setHandling] = useState<SubOrder | null>(null);
  const exceptionsOnly = shopId === undefined;

  const columns: Array<ListColumn<SubOrder>> = [
    { key: 'subOrderNo', title: t('subOrderNo'), width: 160, fixed: 'left' },
    ...(exceptionsOnly ? [{ key: 'shopName', title: t('shopName'), width: 170 }] : []),
    {
      key: 'status',
      title: t('shell.status', shared),
      width: 110,
      className: 'backroom-suborder-status',
      value: (row) => <Tag color={STATUS_COLOR[row.status]}>{t(STATUS_WORD[row.status])}</Tag>,
    },
    { key: 'goods', title: t('goods'), width: 240 },
    { key: 'itemCount', title: t('itemCount'), width: 70, align: 'right' },
    { key: 'amount', title: t('amountYuan'), width: 100, align: 'right', value: 'money' },
    {
      key: 'exceptionType',
      title: t('exceptionType'),
      width: 110,
      value: (row) => (row.exceptionType === null ? '——' : t(EXCEPTION_WORD[row.exceptionType])),
    },
    { key: 'exceptionDesc', title: t('exceptionDesc'), width: 200 },
    ...(exceptionsOnly
      ? []
      : ([
          {
            key: 'handleResult',
            title: t('handleResult'),
            width: 120,
            className: 'backroom-suborder-result',
            value: (row: SubOrder) => (row.handleResult === null ? '——' : t(RESULT_WORD[row.handleResult])),
          },
          { key: 'handleRemark', title: t('handleRemark'), width: 180 },
          { key: 'handlerName', title: t('handler'), width: 90 },
          { key: 'handleTime', title: t('handleTime'), width: 170, value: 'dateTime' },
          { key: 'orderNo', title: t('orderNo'), width: 160 },
        ] satisfies Array<ListColumn<SubOrder>>)),
    { key: 'createTime', title: t('shell.createTime', shared), width: 170, value: 'dateTime' },
  ];

  const spec: ListSpec<typeof subOrderPage> = {
    screen,
    endpoint: subOrderPage,
    className: exceptionsOnly ? 'backroom-exception-table' : 'backroom-suborder-table',
    initialFilters: { keyword: '' },
    fixedFilters: exceptionsOnly ? { status: SubOrderStatus.EXCEPTION } : { shopId },
    filters: exceptionsOnly
      ? []
      : [
          { name: 'keyword', kind: 'text', label: t('subOrderKeyword'), className: 'backroom-filter-keyword' },
          {
            name: 'status',
            kind: 'select',
            label: t('shell.status', shared),
            className: 'backroom-filter-status',
            options: STATUSES.map((value) => ({ value, label: t(STATUS_WORD[value]) })),
          },
          { name: 'startTime', kind: 'dateRange', end: 'endTime', label: t('startDate'), endLabel: t('endDate'), className: 'backroom-filter-dates' },
        ],
    columns,
    rowActions: canHandle
      ? (row) =>
          row.status === SubOrderStatus.EXCEPTION ? (
            <Button className="backroom-exception-handle" theme="borderless" type="danger" onClick={() => setHandling(row)}>
              {t('handle')}
            </Button>
          ) : null
      : undefined,
    actionsWidth: 90,
  };

  return (
    <>
      <ListTable spec={spec} />
      {handling && <HandleExceptionDialog key={handling.id} subOrder={handling} onClose={() => setHandling(null)} />}
    </>
  );
}
