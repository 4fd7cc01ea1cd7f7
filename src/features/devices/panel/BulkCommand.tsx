// 批量指令 (issue 10 "bulk commands over a selection with a result per device", POST /api/iot/ops/bulk): the rows ticked
// in the fleet list get one command. The user picks it (a temperature or a mode beside the ones that need it), confirms,
// and reads a result per device as each arrives: a refusal at once (3502 设备离线, 40525 …), the others through the
// panel's commands (progress, 成功 / 失败 / 轮询超时 10 秒 (4402), backroom-command-result for each).
import { useState } from 'react';
import { Button, Modal, Select, Space, Table, Tag, Typography } from '@douyinfe/semi-ui';
import { iotBulkCommand } from '../../../core/contract/api/iot.ts';
import type { BulkCommandResult, BulkKind } from '../../../core/contract/api/iot.ts';
import { TemperatureMode } from '../../../core/contract/index.ts';
import { outcomeLine } from '../../../core/device/index.ts';
import { ApiError, messageForCode } from '../../../core/http/index.ts';
import { langOf, toLocale } from '../../../core/i18n/index.ts';
import { useCall } from '../../../ui/data/index.ts';
import { useWords } from '../../../ui/i18n/index.ts';
import { useToast } from '../../../ui/providers/index.ts';
import { ModeSelect, TemperatureInput } from '../commands/CommandInputs.tsx';
import { useDeviceCommands } from '../commands/DeviceCommands.tsx';
import { deviceWords } from '../words.ts';
import { BULK_CHOICES, BULK_LABELS, bulkBody, bulkTally } from './selection.ts';
import type { BulkInput, BulkRow } from './selection.ts';

export interface BulkCommandProps {
  ids: readonly number[];
  codeOf(id: number): string;
  onDone(): void;
}

type Step = 'closed' | 'choose' | 'confirm' | 'results';

export function BulkCommand({ ids, codeOf, onDone }: BulkCommandProps) {
  const { t, i18n } = useWords(deviceWords);
  const call = useCall();
  const toast = useToast();
  const { run } = useDeviceCommands();
  const [step, setStep] = useState<Step>('closed');
  const [kind, setKind] = useState<BulkKind>('lightOn');
  const [input, setInput] = useState<BulkInput>({ temp: 4, mode: TemperatureMode.CHILLED });
  const [busy, setBusy] = useState(false);
  const [rows, setRows] = useState<BulkRow[]>([]);
  const label = t(BULK_LABELS[kind]);
  const count = step === 'results' ? rows.length : ids.length;

  const open = () => {
    if (ids.length === 0) return void toast.warning(t('selectFirst'));
    setRows([]);
    setStep('choose');
  };

  /** Each device's result through the panel's commands: a ticket is waited for, a refusal reads in its code's words. */
  const follow = (result: BulkCommandResult) => {
    const { ticket } = result;
    const locale = langOf(toLocale(i18n.language));
    return run({
      command: kind,
      deviceId: String(result.id),
      label,
      send: async () => {
        if (ticket) return ticket;
        throw new ApiError(result.status, messageForCode(result.status, { serverMessage: result.msg, fallback: result.msg, locale }), 200);
      },
    }).then((outcome) =>
      setRows((all) => all.map((row) => (row.id === result.id ? { ...row, phase: 'done', ok: outcome.ok, status: outcome.status, line: outcomeLine(outcome) } : row))),
    );
  };

  const send = async () => {
    setBusy(true);
    try {
      const answer = await call(iotBulkCommand, { body: bulkBody(kind, ids, input) });
      setRows(answer.results.map((result) => ({ id: result.id, code: codeOf(result.id), phase: 'waiting', ok: false, status: null, line: '' })));
      setStep('results');
      await Promise.all(answer.results.map(follow));
      onDone();
    } finally {
      setBusy(false);
    }
  };

  const tally = bulkTally(rows);
  const title = t('bulkTitle', { count });
  let body;
  let footer;
  switch (step) {
    case 'choose':
      body = (
        <Space vertical align="start" className="backroom-device-bulk-choose">
          <Space>
            <Typography.Text strong>{t('bulkChoose')}</Typography.Text>
            <Select
              className="backroom-device-bulk-kind"
              aria-label={t('bulkChoose')}
              value={kind}
              optionList={BULK_CHOICES.map((choice) => ({ value: choice, label: t(BULK_LABELS[choice]) }))}
              onChange={(value) => setKind(value as BulkKind)}
              style={{ width: 180 }}
            />
            {kind === 'tempSet' && (
              <TemperatureInput className="backroom-device-bulk-temp" value={input.temp} onChange={(temp) => setInput({ ...input, temp })} />
            )}
            {kind === 'setTempMode' && (
              <ModeSelect className="backroom-device-bulk-mode" value={input.mode} onChange={(mode) => setInput({ ...input, mode })} />
            )}
          </Space>
        </Space>
      );
      footer = (
        <Space>
          <Button onClick={() => setStep('closed')}>{t('cancel')}</Button>
          <Button className="backroom-device-bulk-next" theme="solid" type="primary" onClick={() => setStep('confirm')}>
            {t('bulkNext')}
          </Button>
        </Space>
      );
      break;
    case 'confirm':
      body = <p className="backroom-device-bulk-confirm">{t('bulkConfirm', { count: ids.length, command: label })}</p>;
      footer = (
        <Space>
          <Button onClick={() => setStep('choose')}>{t('cancel')}</Button>
          <Button className="backroom-device-bulk-send" theme="solid" type="danger" loading={busy} onClick={() => void send()}>
            {t('bulkSend')}
          </Button>
        </Space>
      );
      break;
    default:
      body = (
        <>
          <p role="status" className="backroom-device-bulk-tally" data-done={String(tally.done === tally.count)}>
            {tally.done === tally.count ? t('batchResult', { ok: tally.ok, failed: tally.failed }) : t('bulkPending', { done: tally.done, count: tally.count })}
          </p>
          <Table<BulkRow>
            className="backroom-device-bulk-results"
            size="small"
            pagination={false}
            rowKey="id"
            dataSource={rows}
            columns={[
              { title: t('bulkDevice'), dataIndex: 'code', width: 160 },
              {
                title: t('bulkResultColumn'),
                dataIndex: 'line',
                render: (_: unknown, row: BulkRow) =>
                  row.phase === 'waiting' ? (
                    <Tag color="blue" className="backroom-device-bulk-line" data-phase="waiting">{t('bulkWaiting')}</Tag>
                  ) : (
                    <Tag color={row.ok ? 'green' : 'red'} className="backroom-device-bulk-line" data-phase="done" data-status={row.status ?? ''}>
                      {row.line}
                    </Tag>
                  ),
              },
            ]}
          />
        </>
      );
      footer = (
        <Button className="backroom-device-bulk-close" disabled={busy} onClick={() => setStep('closed')}>
          {t('close')}
        </Button>
      );
  }

  return (
    <>
      <Button className="backroom-device-bulk" onClick={open}>{t('bulkCommand')}</Button>
      <Modal visible={step !== 'closed'} title={title} onCancel={() => setStep('closed')} footer={footer} className="backroom-device-bulk-dialog" width={560}>
        {body}
      </Modal>
    </>
  );
}
