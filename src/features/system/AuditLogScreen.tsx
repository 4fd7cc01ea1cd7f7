// Screen.auditLog (操作日志): every staff write of the organisation, newest first — who, when, the call and the ids it
// named, the outcome, address and time taken; filters person, area and call (picked from the calls the server
// records), outcome and dates. 详细 shows the record with the fields it changed, old → new (passwords, tokens and
// codes are never kept).
import { useMemo, useState } from 'react';
import { Button, Descriptions, Modal, Spin, Table, Tag } from '@douyinfe/semi-ui';
import { auditCalls, auditDetail, auditPage, type AuditCall, type AuditRecord, type ChangedRow } from '../../core/contract/api/audit.ts';
import { Screen } from '../../core/contract/index.ts';
import { formatDateTime } from '../../core/format/index.ts';
import { useCallQuery } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ListTable } from '../../ui/list/index.ts';
import type { ListSpec } from '../../ui/list/index.ts';
import { ScreenFrame } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { systemWords } from './words.ts';

type SystemT = ReturnType<typeof useWords<'system'>>['t'];

const shown = (value: unknown): string => (value === null || value === undefined ? '——' : typeof value === 'string' ? value : JSON.stringify(value));

export function OutcomeTag({ outcome, t }: { outcome: AuditRecord['outcome']; t: SystemT }) {
  return <Tag color={outcome === 'ok' ? 'green' : 'red'}>{t(outcome === 'ok' ? 'outcomeOk' : 'outcomeRefused')}</Tag>;
}

/** One line per changed field: table, action, row, field, old → new. */
function changeLines(changes: readonly ChangedRow[]) {
  return changes.flatMap((row, index) =>
    Object.entries(row.fields).map(([field, [before, after]]) => ({ key: `${index}:${field}`, table: row.table, op: row.op, id: row.id ?? '——', field, before: shown(before), after: shown(after) })),
  );
}

function AuditDetails({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useWords(systemWords);
  const query = useCallQuery(auditDetail, { params: { id } });
  const record = query.data;
  const lines = record ? changeLines(record.changes) : [];
  return (
    <Modal className="backroom-audit-details" visible width={900} title={t('detailTitle')} footer={null} onCancel={onClose}>
      <Spin spinning={query.isPending}>
        {record && (
          <>
            <Descriptions
              row
              size="small"
              data={[
                { key: t('person'), value: record.userName },
                { key: t('dept'), value: record.deptName },
                { key: t('operTime'), value: formatDateTime(record.createTime) },
                { key: t('area'), value: record.area },
                { key: t('summary'), value: record.summary },
                { key: t('call'), value: `${record.method} ${record.path}` },
                { key: t('ids'), value: shown(record.ids) },
                { key: t('outcome'), value: <OutcomeTag outcome={record.outcome} t={t} /> },
                { key: t('code'), value: `${record.httpStatus} / ${record.code}` },
                { key: t('msg'), value: record.msg },
                { key: t('ip'), value: record.ip },
                { key: t('duration'), value: record.durationMs },
                { key: t('userAgent'), value: record.userAgent },
                { key: t('hash'), value: record.hash || '——' },
              ]}
            />
            <h4>{t('changes')}</h4>
            <Table
              className="backroom-audit-changes"
              size="small"
              pagination={false}
              dataSource={lines}
              rowKey="key"
              empty={t('noChanges')}
              columns={[
                { dataIndex: 'table', title: t('table'), width: 150 },
                { dataIndex: 'op', title: t('op'), width: 80 },
                { dataIndex: 'id', title: t('rowId'), width: 80 },
                { dataIndex: 'field', title: t('field'), width: 150 },
                { dataIndex: 'before', title: t('oldValue'), className: 'backroom-audit-old' },
                { dataIndex: 'after', title: t('newValue'), className: 'backroom-audit-new' },
              ]}
            />
          </>
        )}
      </Spin>
    </Modal>
  );
}

/** The area and call filters' choices: the calls the server records (its route descriptors), areas once each. */
function callChoices(calls: readonly AuditCall[] | undefined) {
  const list = calls ?? [];
  return {
    areas: [...new Set(list.map((c) => c.area))].map((area) => ({ value: area, label: area })),
    calls: list.map((c) => ({ value: c.path, label: `${c.area} · ${c.method} ${c.path}` })).filter((c, i, all) => all.findIndex((o) => o.value === c.value) === i),
  };
}

interface Choices {
  choices: ReturnType<typeof callChoices>;
  loading: boolean;
}

const auditSpec = (t: SystemT, open: (id: number) => void, { choices, loading }: Choices): ListSpec<typeof auditPage> => ({
  screen: Screen.auditLog,
  endpoint: auditPage,
  exportType: 'auditLog',
  className: 'backroom-audit-table',
  scrollX: 1500,
  filters: [
    { name: 'person', kind: 'text', label: t('person'), className: 'backroom-filter-person' },
    { name: 'area', kind: 'select', searchable: true, loading, options: choices.areas, label: t('area'), className: 'backroom-filter-area' },
    { name: 'call', kind: 'select', searchable: true, loading, options: choices.calls, label: t('call'), className: 'backroom-filter-call' },
    { name: 'outcome', kind: 'select', label: t('outcome'), className: 'backroom-filter-outcome', options: [{ value: 'ok', label: t('outcomeOk') }, { value: 'refused', label: t('outcomeRefused') }] },
    { name: 'startTime', kind: 'dateRange', end: 'endTime', label: t('startDate'), endLabel: t('endDate'), className: 'backroom-filter-time' },
  ],
  columns: [
    { key: 'id', title: '#', width: 80 },
    { key: 'userName', title: t('person'), width: 110 },
    { key: 'deptName', title: t('dept'), width: 140 },
    { key: 'area', title: t('area'), width: 120 },
    { key: 'summary', title: t('summary'), width: 260 },
    { key: 'path', title: t('call'), width: 280, value: (row) => `${row.method} ${row.path}` },
    { key: 'outcome', title: t('outcome'), width: 100, value: (row) => <OutcomeTag outcome={row.outcome} t={t} /> },
    { key: 'code', title: t('code'), width: 90 },
    { key: 'ip', title: t('ip'), width: 130 },
    { key: 'durationMs', title: t('duration'), width: 110, align: 'right' },
    { key: 'createTime', title: t('operTime'), width: 170, value: 'dateTime' },
  ],
  actionsWidth: 90,
  rowActions: (row) => (
    <Button className="backroom-audit-open" theme="borderless" type="primary" onClick={() => open(row.id)}>
      {t('detail')}
    </Button>
  ),
});

export default function AuditLogScreen({ title }: ScreenProps) {
  const { t } = useWords(systemWords);
  const [open, setOpen] = useState<number | null>(null);
  const calls = useCallQuery(auditCalls, {}, { staleTime: Infinity });
  const choices = useMemo(() => callChoices(calls.data), [calls.data]);
  return (
    <ScreenFrame screen={Screen.auditLog} title={title}>
      <ListTable spec={auditSpec(t, setOpen, { choices, loading: calls.isPending })} />
      {open !== null && <AuditDetails id={open} onClose={() => setOpen(null)} />}
    </ScreenFrame>
  );
}
