// Screen.prePaidFeeStrategies: prepaid fee strategies of the identity's scope, charged per device and month or as a
// share of sales. Holders of finance:btn add and edit them (10005 名称重复 comes back as the catalogue's message) and
// import them from a spreadsheet through the one import flow (at most 500 rows, all or nothing).
import { useState } from 'react';
import { Button, Space, Tag } from '@douyinfe/semi-ui';
import { IconPlus, IconUpload } from '@douyinfe/semi-icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  STRATEGY_IMPORT_HEADERS, STRATEGY_IMPORT_HEADERS_EN, prePaidFeeStrategyCreate, prePaidFeeStrategyImport, prePaidFeeStrategyPage, prePaidFeeStrategyTemplate,
  prePaidFeeStrategyUpdate,
} from '../../core/contract/api/accounts.ts';
import type { FeeStrategyCreate, PrepaidFeeStrategy } from '../../core/contract/api/accounts.ts';
import { FINANCE_BUTTON, FeeType, Screen } from '../../core/contract/index.ts';
import { formatMoney, formatValue } from '../../core/format/index.ts';
import { holdsViewCode } from '../../core/rules/index.ts';
import { pagedKey, useCallMutation } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ImportDialog } from '../../ui/import/index.ts';
import { ListTable } from '../../ui/list/index.ts';
import type { ListSpec } from '../../ui/list/index.ts';
import { useToast } from '../../ui/providers/index.ts';
import { useSessionState } from '../../ui/session/index.ts';
import { ScreenFrame } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { formatShare } from './fees.ts';
import { StrategyDialog } from './StrategyDialog.tsx';
import { accountWords } from './words.ts';

/** The import's headers in both languages (the dialog shows the reader's). */
const strategyImportColumns = (Object.keys(STRATEGY_IMPORT_HEADERS) as Array<keyof typeof STRATEGY_IMPORT_HEADERS>)
  .map((key) => ({ header: STRATEGY_IMPORT_HEADERS[key], headerEn: STRATEGY_IMPORT_HEADERS_EN[key] }));

const shared = { ns: 'translation' } as const;
const ENABLED = 1;
const invalidates = [prePaidFeeStrategyPage];

type Dialog = { kind: 'closed' } | { kind: 'edit'; editing: PrepaidFeeStrategy | null } | { kind: 'import' };

export default function FeeStrategiesScreen({ title }: ScreenProps) {
  const { t } = useWords(accountWords);
  const toast = useToast();
  const queryClient = useQueryClient();
  const { viewCodes, currentGroupId } = useSessionState();
  const canEdit = holdsViewCode(viewCodes ?? [], FINANCE_BUTTON);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  const create = useCallMutation(prePaidFeeStrategyCreate, { invalidates });
  const update = useCallMutation(prePaidFeeStrategyUpdate, { invalidates });

  const save = (values: FeeStrategyCreate) => {
    const editing = dialog.kind === 'edit' ? dialog.editing : null;
    const done = {
      onSuccess: () => {
        toast.success(t('saved'));
        setDialog({ kind: 'closed' });
      },
    };
    if (editing) {
      const { deptId: _unused, ...fields } = values;
      update.mutate({ body: { id: editing.id, ...fields } }, done);
    } else create.mutate({ body: values }, done);
  };

  const spec: ListSpec<typeof prePaidFeeStrategyPage> = {
    screen: Screen.prePaidFeeStrategies,
    endpoint: prePaidFeeStrategyPage,
    className: 'backroom-strategy-table',
    initialFilters: { keyword: '' },
    filters: [
      { name: 'keyword', kind: 'text', label: t('strategyName'), className: 'backroom-filter-keyword' },
      {
        name: 'status',
        kind: 'select',
        label: t('shell.status', shared),
        className: 'backroom-filter-status',
        options: [
          { value: 1, label: t('shell.enabled', shared) },
          { value: 0, label: t('shell.disabled', shared) },
        ],
      },
    ],
    columns: [
      { key: 'name', title: t('strategyName'), width: 180 },
      { key: 'feeType', title: t('feeType'), width: 130, value: { concept: 'feeType' } },
      {
        key: 'unitPrice',
        title: t('unitPriceYuan'),
        width: 150,
        value: (strategy: PrepaidFeeStrategy) => (strategy.feeType === FeeType.PER_DEVICE_MONTH ? formatMoney(strategy.unitPrice) : formatValue(null)),
      },
      {
        key: 'rateBasisPoints',
        title: t('salesShare'),
        width: 120,
        value: (strategy: PrepaidFeeStrategy) => (strategy.feeType === FeeType.SALES_SHARE ? formatShare(strategy.rateBasisPoints) : formatValue(null)),
      },
      {
        key: 'status',
        title: t('shell.status', shared),
        width: 90,
        value: (strategy: PrepaidFeeStrategy) => (
          <Tag color={strategy.status === ENABLED ? 'green' : 'grey'}>{t(strategy.status === ENABLED ? 'shell.enabled' : 'shell.disabled', shared)}</Tag>
        ),
      },
      { key: 'deptName', title: t('shell.identityDepartment', shared), width: 130 },
      { key: 'updateTime', title: t('shell.updateTime', shared), width: 170, value: 'dateTime' },
    ],
    toolbar: () =>
      canEdit && (
        <Space>
          <Button className="backroom-strategy-add" theme="solid" type="primary" icon={<IconPlus />} onClick={() => setDialog({ kind: 'edit', editing: null })}>
            {t('addStrategy')}
          </Button>
          <Button className="backroom-strategy-import" icon={<IconUpload />} onClick={() => setDialog({ kind: 'import' })}>
            {t('importStrategies')}
          </Button>
        </Space>
      ),
    actionsWidth: 90,
    rowActions: canEdit
      ? (strategy) => (
          <Button className="backroom-strategy-edit" theme="borderless" type="primary" onClick={() => setDialog({ kind: 'edit', editing: strategy })}>
            {t('edit')}
          </Button>
        )
      : undefined,
  };

  return (
    <ScreenFrame screen={Screen.prePaidFeeStrategies} title={title}>
      <ListTable spec={spec} />
      {dialog.kind === 'edit' && (
        <StrategyDialog
          key={dialog.editing?.id ?? 'new'}
          editing={dialog.editing}
          pending={create.isPending || update.isPending}
          onSubmit={save}
          onCancel={() => setDialog({ kind: 'closed' })}
        />
      )}
      {dialog.kind === 'import' && (
        <ImportDialog
          title={t('importStrategies')}
          call={prePaidFeeStrategyImport}
          input={{}}
          columns={strategyImportColumns}
          template={{ call: prePaidFeeStrategyTemplate, input: {}, fileName: `${t('importStrategies')}.xlsx` }}
          onClose={() => setDialog({ kind: 'closed' })}
          onImported={() => {
            void queryClient.invalidateQueries({ queryKey: pagedKey(currentGroupId, prePaidFeeStrategyPage) });
            setDialog({ kind: 'closed' });
          }}
        />
      )}
    </ScreenFrame>
  );
}
