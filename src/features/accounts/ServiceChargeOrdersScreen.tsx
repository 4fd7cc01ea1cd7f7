// Screen.serviceChargeOrders: service-charge orders of the identity's scope (spec §7 Accounts and fees). Holders of
// finance:btn create one (a form checked before it is sent) and cancel an unpaid one (a confirmation; 20600 when it
// was paid or cancelled meanwhile); anyone who sees the list opens an order's details.
import { useRef, useState } from 'react';
import { Button, Descriptions, Form, Modal, Popconfirm, Space, Spin } from '@douyinfe/semi-ui';
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form';
import { IconPlus } from '@douyinfe/semi-icons';
import {
  MOVEMENT_MAX_CENTS, ServiceChargeCreateBody, prePaidFeeStrategyPage, serviceChargeOrderCancel, serviceChargeOrderCreate,
  serviceChargeOrderDetails, serviceChargeOrderPage,
} from '../../core/contract/api/accounts.ts';
import type { PrepaidFeeStrategy, ServiceChargeCreate } from '../../core/contract/api/accounts.ts';
import { FINANCE_BUTTON, FeeType, Screen, ServiceChargeStatus } from '../../core/contract/index.ts';
import { formatDateTime, formatMoney, formatValue } from '../../core/format/index.ts';
import { holdsViewCode } from '../../core/rules/index.ts';
import { fieldRules } from '../../core/rules/formRules.ts';
import { useCallMutation, useCallQuery } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ListTable } from '../../ui/list/index.ts';
import type { ListSpec } from '../../ui/list/index.ts';
import { ConceptLabel, LoadMoreSelect, useTreeData } from '../../ui/options/index.ts';
import { useToast } from '../../ui/providers/index.ts';
import { useSessionState } from '../../ui/session/index.ts';
import { ScreenFrame } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { moneyTyped, yuanToCents } from './fees.ts';
import { accountWords } from './words.ts';

const shared = { ns: 'translation' } as const;
const invalidates = [serviceChargeOrderPage, serviceChargeOrderDetails];

interface ChargeValues {
  item: string;
  deviceCount?: number;
  amountYuan?: string;
  deptId?: number;
}

function CreateChargeDialog({ pending, onSubmit, onCancel }: { pending: boolean; onSubmit(values: ServiceChargeCreate): void; onCancel(): void }) {
  const { t } = useWords(accountWords);
  const formApi = useRef<FormApi<ChargeValues> | null>(null);
  const depts = useTreeData('deptSubTree');
  /** A chosen strategy names the item and, charged per device and month, prices the devices entered. */
  const pick = (chosen: PrepaidFeeStrategy | undefined) => {
    if (!chosen || !formApi.current) return;
    formApi.current.setValue('item', chosen.name);
    const devices = formApi.current.getValue('deviceCount');
    if (chosen.feeType === FeeType.PER_DEVICE_MONTH && typeof devices === 'number' && devices > 0) {
      formApi.current.setValue('amountYuan', formatMoney(chosen.unitPrice * devices));
    }
  };
  const amountRules = [
    {
      validator: (_rule: unknown, value: unknown): boolean | Error => {
        if (value === undefined || value === null || value === '') return new Error(t('amountRequired'));
        const cents = yuanToCents(value as string);
        if (cents === null) return new Error(t('amountCents'));
        if (cents < 1) return new Error(t('amountPositive'));
        return cents > MOVEMENT_MAX_CENTS ? new Error(t('amountTooLarge', { max: formatMoney(MOVEMENT_MAX_CENTS) })) : true;
      },
    },
  ];
  const submit = () => {
    formApi.current?.validate().then(
      (values) =>
        onSubmit({
          item: values.item.trim(),
          deviceCount: values.deviceCount ?? 0,
          amount: yuanToCents(values.amountYuan) ?? 0,
          ...(values.deptId ? { deptId: values.deptId } : {}),
        }),
      () => undefined,
    );
  };
  return (
    <Modal
      className="backroom-charge-dialog"
      visible
      title={t('addCharge')}
      okText={t('messages.confirm', shared)}
      cancelText={t('shell.cancel', shared)}
      okButtonProps={{ className: 'backroom-charge-save' }}
      confirmLoading={pending}
      onOk={submit}
      onCancel={onCancel}
    >
      <Form<ChargeValues> labelPosition="top" getFormApi={(api) => (formApi.current = api)}>
        <Form.Slot label={t('fromStrategy')}>
          <LoadMoreSelect
            className="backroom-charge-strategy"
            call={prePaidFeeStrategyPage}
            filters={{ status: 1 }}
            searchFilter="keyword"
            placeholder={t('fromStrategyHint')}
            style={{ width: '100%' }}
            showClear
            option={(strategy: PrepaidFeeStrategy) => ({ value: strategy.id, label: strategy.name })}
            onPick={pick}
          />
        </Form.Slot>
        <Form.Input
          field="item"
          className="backroom-charge-item"
          label={t('chargeItem')}
          rules={fieldRules(ServiceChargeCreateBody, 'item', { required: t('itemRequired'), tooLong: (max) => t('itemTooLong', { max }) })}
        />
        <Form.InputNumber
          field="deviceCount"
          className="backroom-charge-devices"
          label={t('deviceCount')}
          min={0}
          max={100_000}
          precision={0}
          rules={[{ required: true, message: t('deviceCountRequired') }]}
        />
        <Form.Input field="amountYuan" className="backroom-charge-amount" label={t('amountYuan')} prefix="¥" inputMode="decimal" convert={moneyTyped} rules={amountRules} />
        <Form.TreeSelect
          field="deptId"
          className="backroom-charge-dept"
          label={t('department')}
          treeData={depts.treeData}
          placeholder={t('department')}
          style={{ width: '100%' }}
          showClear
          expandAll
        />
      </Form>
    </Modal>
  );
}

function ChargeDetails({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useWords(accountWords);
  const query = useCallQuery(serviceChargeOrderDetails, { params: { id } });
  const order = query.data;
  return (
    <Modal className="backroom-charge-details" visible title={t('chargeDetails')} footer={null} onCancel={onClose}>
      <Spin spinning={query.isPending}>
        {order && (
          <Descriptions
            data={[
              { key: t('orderNo'), value: order.orderNo },
              { key: t('chargeItem'), value: order.item },
              { key: t('deviceCount'), value: order.deviceCount },
              { key: t('shell.amountYuan', shared), value: formatMoney(order.amount) },
              { key: t('shell.status', shared), value: <ConceptLabel concept="serviceChargeStatus" value={order.status} /> },
              { key: t('shell.identityDepartment', shared), value: order.deptName },
              { key: t('creator'), value: formatValue(order.creatorName) },
              { key: t('shell.createTime', shared), value: formatDateTime(order.createTime) },
              { key: t('payTime'), value: formatDateTime(order.payTime) },
              { key: t('canceller'), value: formatValue(order.cancellerName) },
              { key: t('cancelTime'), value: formatDateTime(order.cancelTime) },
            ]}
          />
        )}
      </Spin>
    </Modal>
  );
}

export default function ServiceChargeOrdersScreen({ title }: ScreenProps) {
  const { t } = useWords(accountWords);
  const toast = useToast();
  const { viewCodes } = useSessionState();
  const canEdit = holdsViewCode(viewCodes ?? [], FINANCE_BUTTON);
  const [creating, setCreating] = useState(false);
  const [details, setDetails] = useState<number | null>(null);
  const create = useCallMutation(serviceChargeOrderCreate, { invalidates });
  const cancel = useCallMutation(serviceChargeOrderCancel, { invalidates });

  const spec: ListSpec<typeof serviceChargeOrderPage> = {
    screen: Screen.serviceChargeOrders,
    endpoint: serviceChargeOrderPage,
    exportType: 'serviceCharges',
    className: 'backroom-charge-table',
    initialFilters: { keyword: '' },
    filters: [
      { name: 'keyword', kind: 'text', label: t('chargeKeyword'), className: 'backroom-filter-keyword' },
      { name: 'status', kind: 'concept', concept: 'serviceChargeStatus', label: t('shell.status', shared), className: 'backroom-filter-status' },
    ],
    columns: [
      { key: 'orderNo', title: t('shell.orderNo', shared), width: 170 },
      { key: 'item', title: t('chargeItem'), width: 160 },
      { key: 'deviceCount', title: t('deviceCount'), width: 90 },
      { key: 'amount', title: t('shell.amountYuan', shared), width: 120, value: 'money' },
      { key: 'status', title: t('shell.status', shared), width: 100, value: { concept: 'serviceChargeStatus' } },
      { key: 'deptName', title: t('shell.identityDepartment', shared), width: 130 },
      { key: 'createTime', title: t('shell.createTime', shared), width: 170, value: 'dateTime' },
      { key: 'payTime', title: t('payTime'), width: 170, value: 'dateTime' },
    ],
    toolbar: () =>
      canEdit && (
        <Button className="backroom-charge-add" theme="solid" type="primary" icon={<IconPlus />} onClick={() => setCreating(true)}>
          {t('addCharge')}
        </Button>
      ),
    actionsWidth: 160,
    rowActions: (order) => (
      <Space spacing={4}>
        <Button className="backroom-charge-open" theme="borderless" type="primary" onClick={() => setDetails(order.id)}>
          {t('details')}
        </Button>
        {canEdit && order.status === ServiceChargeStatus.UNPAID && (
          <Popconfirm
            title={t('cancelChargeConfirm', { orderNo: order.orderNo })}
            okText={t('cancelCharge')}
            cancelText={t('keep')}
            okButtonProps={{ type: 'danger', className: 'backroom-charge-cancel-confirm' }}
            onConfirm={() => cancel.mutate({ params: { id: order.id } }, { onSuccess: () => toast.success(t('chargeCancelled')) })}
          >
            <Button className="backroom-charge-cancel" theme="borderless" type="danger">
              {t('cancelCharge')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    ),
  };

  return (
    <ScreenFrame screen={Screen.serviceChargeOrders} title={title}>
      <ListTable spec={spec} />
      {creating && (
        <CreateChargeDialog
          pending={create.isPending}
          onSubmit={(body) => create.mutate({ body }, { onSuccess: () => (toast.success(t('chargeCreated')), setCreating(false)) })}
          onCancel={() => setCreating(false)}
        />
      )}
      {details !== null && <ChargeDetails id={details} onClose={() => setDetails(null)} />}
    </ScreenFrame>
  );
}
