// Screen.merchantHome (spec §2 /accountManager/merchantHome, 账户充值, the low-balance banner's target): the operator's
// account, its balance (held in cents, spec §9) and status; holders of account:recharge recharge and deduct it (a
// form, then a confirmation), and the ledger of every movement is listed and exported (issue 13 §3). A movement
// reloads the balance, the ledger and the low-balance check, so the banner goes once the balance is lifted.
import { useState } from 'react';
import { Button, Card, Descriptions, Space, Spin, Tag } from '@douyinfe/semi-ui';
import { IconDownload, IconMinus, IconPlus } from '@douyinfe/semi-icons';
import { useQuery } from '@tanstack/react-query';
import {
  ACCOUNT_RECHARGE, amountOwingNotify, merchantInfo, operatorAccountDeduct, operatorAccountExport, operatorAccountMovements,
  operatorAccountRecharge,
} from '../../core/contract/api/accounts.ts';
import type { AccountMovement, MovementKind } from '../../core/contract/api/accounts.ts';
import type { FiltersOf } from '../../core/contract/api/define.ts';
import { Screen } from '../../core/contract/index.ts';
import { formatMoney, formatValue } from '../../core/format/index.ts';
import { callApi, downloadApi } from '../../core/http/index.ts';
import { holdsViewCode } from '../../core/rules/index.ts';
import { callKey, useCallMutation } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ListTable } from '../../ui/list/index.ts';
import type { ListSpec } from '../../ui/list/index.ts';
import { useToast } from '../../ui/providers/index.ts';
import { useHttp, useSessionState } from '../../ui/session/index.ts';
import { LoadFailed, ScreenFrame } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { MovementDialog } from './MovementDialog.tsx';
import { accountWords } from './words.ts';
import './accounts.css';

/** merchantInfo status: 1 normal, 0 frozen. */
const ACCOUNT_NORMAL = 1;
/** After a movement: the balance, the ledger and the low-balance check (the banner) are asked again. */
const invalidates = [merchantInfo, operatorAccountMovements, amountOwingNotify];

export default function MerchantHomeScreen({ title }: ScreenProps) {
  const { t } = useWords(accountWords);
  const http = useHttp();
  const toast = useToast();
  const { viewCodes, currentGroupId, status } = useSessionState();
  const canMove = holdsViewCode(viewCodes ?? [], ACCOUNT_RECHARGE);
  const query = useQuery({
    queryKey: callKey(currentGroupId, merchantInfo),
    queryFn: ({ signal }) => callApi(http, merchantInfo, {}, { signal }),
    enabled: status === 'ready',
    // A failure shows 数据获取失败 with its own retry.
    retry: false,
  });
  const recharge = useCallMutation(operatorAccountRecharge, { invalidates });
  const deduct = useCallMutation(operatorAccountDeduct, { invalidates });
  const [dialog, setDialog] = useState<MovementKind | null>(null);
  const [exporting, setExporting] = useState(false);
  const info = query.data;

  const submit = async (input: { requestId: string; amount: number; remark?: string }) => {
    const mutation = dialog === 'deduct' ? deduct : recharge;
    const result = await mutation.mutateAsync({ body: input });
    toast.success(t(dialog === 'deduct' ? 'deductDone' : 'rechargeDone', { balance: formatMoney(result.balance) }));
    return result;
  };

  const exportLedger = async (filters: FiltersOf<typeof operatorAccountMovements>) => {
    setExporting(true);
    try {
      const blob = await downloadApi(http, operatorAccountExport, { query: filters });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `${t('ledgerFile')}.xlsx`;
      link.click();
      URL.revokeObjectURL(link.href);
      toast.success(t('exported'));
    } catch {
      // The http client has shown the failure.
    } finally {
      setExporting(false);
    }
  };

  const ledger: ListSpec<typeof operatorAccountMovements> = {
    screen: Screen.merchantHome,
    endpoint: operatorAccountMovements,
    className: 'backroom-ledger-table',
    filters: [
      {
        name: 'kind',
        kind: 'select',
        label: t('movementKind'),
        className: 'backroom-filter-kind',
        options: [
          { value: 'recharge', label: t('recharge') },
          { value: 'deduct', label: t('deduct') },
        ],
      },
      { name: 'startTime', kind: 'dateRange', end: 'endTime', label: t('startDate'), endLabel: t('endDate'), className: 'backroom-filter-period' },
    ],
    columns: [
      { key: 'createTime', title: t('movementTime'), width: 170, value: 'dateTime' },
      {
        key: 'kind',
        title: t('movementKind'),
        width: 90,
        value: (row: AccountMovement) => <Tag color={row.kind === 'recharge' ? 'green' : 'orange'}>{t(row.kind === 'recharge' ? 'recharge' : 'deduct')}</Tag>,
      },
      {
        key: 'amount',
        title: t('movementAmount'),
        width: 130,
        align: 'right',
        className: 'backroom-ledger-amount',
        value: (row: AccountMovement) => `${row.kind === 'recharge' ? '+' : '-'}${formatMoney(row.amount)}`,
      },
      { key: 'balanceAfter', title: t('balanceAfter'), width: 130, align: 'right', value: 'money', className: 'backroom-ledger-balance' },
      { key: 'remark', title: t('remark'), width: 200 },
      { key: 'operatorName', title: t('operatorName'), width: 110, value: (row: AccountMovement) => row.operatorName ?? t('systemOperator') },
    ],
    toolbar: ({ filters }) => (
      <Button className="backroom-ledger-export" icon={<IconDownload />} loading={exporting} onClick={() => void exportLedger(filters)}>
        {t('exportLedger')}
      </Button>
    ),
  };

  return (
    <ScreenFrame screen={Screen.merchantHome} title={title}>
      {query.isError ? (
        <LoadFailed error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : (
        <Spin spinning={query.isPending && status === 'ready'}>
          <Card className="backroom-merchant-account">
            <Descriptions
              row
              size="large"
              data={[
                {
                  key: t('accountBalance'),
                  value: <span className="backroom-merchant-balance">{formatMoney(info?.balance)}</span>,
                },
                {
                  key: t('accountStatus'),
                  value: info ? (
                    <Tag className="backroom-merchant-status" color={info.status === ACCOUNT_NORMAL ? 'green' : 'red'}>
                      {t(info.status === ACCOUNT_NORMAL ? 'accountNormal' : 'accountFrozen')}
                    </Tag>
                  ) : (
                    formatValue(null)
                  ),
                },
              ]}
            />
            {canMove && info && (
              <Space className="backroom-merchant-actions">
                <Button className="backroom-merchant-recharge" theme="solid" type="primary" icon={<IconPlus />} disabled={info.status !== ACCOUNT_NORMAL} onClick={() => setDialog('recharge')}>
                  {t('recharge')}
                </Button>
                <Button className="backroom-merchant-deduct" type="warning" icon={<IconMinus />} disabled={info.status !== ACCOUNT_NORMAL} onClick={() => setDialog('deduct')}>
                  {t('deduct')}
                </Button>
              </Space>
            )}
          </Card>
        </Spin>
      )}
      <Card className="backroom-merchant-ledger" title={t('ledger')}>
        <ListTable spec={ledger} />
      </Card>
      {dialog && info && (
        <MovementDialog
          kind={dialog}
          balance={info.balance}
          pending={recharge.isPending || deduct.isPending}
          onSubmit={submit}
          onClose={() => setDialog(null)}
        />
      )}
    </ScreenFrame>
  );
}
