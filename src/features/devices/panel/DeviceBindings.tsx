// What a machine is bound to (spec §3: contact number, hotspot binding, scan-code binding; extra devices): each
// changed by its call, the contact number through the phone filter of spec §5 (digits only, at most 11). Beside the NFC
// reader's serial number, 检查序列号 asks whether another serial number is free to bind (GET vmNfcInfo/checkDeviceSn).
// Changing a binding needs device:vm:command (spec §6): without it the bindings are shown, not offered for change.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Input, Space, Tag, Typography } from '@douyinfe/semi-ui';
import {
  vendingMachineBindExtra, vendingMachineUnbindExtra, vendingMachineUnbindScanCode, vendingMachineUpdateContactNumber,
  vendingMachineUpdateHotspot,
} from '../../../core/contract/api/devices.ts';
import type { DeviceDetail } from '../../../core/contract/api/devices.ts';
import { vmNfcCheckDeviceSn } from '../../../core/contract/api/iot.ts';
import { formatValue } from '../../../core/format/index.ts';
import { PHONE_DIGITS, phone } from '../../../core/rules/index.ts';
import { useCall, useCallMutation } from '../../../ui/data/index.ts';
import { useWords } from '../../../ui/i18n/index.ts';
import { useToast } from '../../../ui/providers/index.ts';
import { useSessionState } from '../../../ui/session/index.ts';
import { deviceWords } from '../words.ts';
import { deviceRights } from './selection.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="backroom-device-binding">
      <Typography.Text strong style={{ minWidth: 100, display: 'inline-block' }}>{label}</Typography.Text>
      {children}
    </div>
  );
}

/** 检查序列号: an NFC serial number typed (letters, digits, -) and the server's word on it. */
export function CheckDeviceSn() {
  const { t } = useWords(deviceWords);
  const call = useCall();
  const [sn, setSn] = useState('');
  const [busy, setBusy] = useState(false);
  const [verdict, setVerdict] = useState<{ ok: boolean; text: string } | null>(null);
  const check = async () => {
    setBusy(true);
    setVerdict(null);
    try {
      const answer = await call(vmNfcCheckDeviceSn, { query: { deviceSn: sn } });
      if (answer.free) setVerdict({ ok: true, text: t('snFree', { sn }) });
      else setVerdict({ ok: false, text: answer.bound ? t('snBoundHere', { sn, code: answer.bound }) : t('snBoundElsewhere', { sn }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space>
      <Input
        className="backroom-device-check-sn"
        aria-label={t('checkSnPlaceholder')}
        placeholder={t('checkSnPlaceholder')}
        value={sn}
        maxLength={32}
        onChange={(value) => {
          setSn(value.replace(/[^A-Za-z0-9-]/g, ''));
          setVerdict(null);
        }}
        style={{ width: 180 }}
      />
      <Button className="backroom-device-check-sn-button" disabled={sn === ''} loading={busy} onClick={() => void check()}>
        {t('checkSn')}
      </Button>
      {verdict && (
        <Typography.Text role="status" className="backroom-device-check-sn-result" type={verdict.ok ? 'success' : 'danger'} data-free={String(verdict.ok)}>
          {verdict.text}
        </Typography.Text>
      )}
    </Space>
  );
}

export function DeviceBindings({ device, onChanged }: { device: DeviceDetail; onChanged(next: DeviceDetail): void }) {
  const { t } = useWords(deviceWords);
  const toast = useToast();
  const editable = deviceRights(useSessionState().viewCodes).command;
  const done = (next: DeviceDetail) => {
    toast.success(t('operationDone'));
    onChanged(next);
  };
  const contact = useCallMutation(vendingMachineUpdateContactNumber, { onSuccess: done });
  const hotspot = useCallMutation(vendingMachineUpdateHotspot, { onSuccess: done });
  const bind = useCallMutation(vendingMachineBindExtra, { onSuccess: done });
  const unbind = useCallMutation(vendingMachineUnbindExtra, { onSuccess: done });
  const unbindScan = useCallMutation(vendingMachineUnbindScanCode, { onSuccess: done });
  const [number, setNumber] = useState(device.contactNumber ?? '');
  const [ssid, setSsid] = useState(device.hotspot ?? '');
  const [extra, setExtra] = useState('');
  const numberValid = number.length === PHONE_DIGITS;

  return (
    <Space vertical align="start" spacing="medium" className="backroom-device-bindings">
      <Row label={t('contactNumber')}>
        <Space>
          <Input
            className="backroom-device-contact"
            aria-label={t('contactNumber')}
            disabled={!editable}
            value={number}
            onChange={(value) => setNumber(phone(value))}
            validateStatus={number === '' || numberValid ? 'default' : 'error'}
            style={{ width: 200 }}
          />
          {editable && (
            <Button
              className="backroom-device-contact-save"
              disabled={!numberValid}
              loading={contact.isPending}
              onClick={() => contact.mutate({ body: { id: device.id, contactNumber: number } })}
            >
              {t('save')}
            </Button>
          )}
          {number !== '' && !numberValid && <Typography.Text type="danger">{t('phoneInvalid')}</Typography.Text>}
        </Space>
      </Row>
      <Row label={t('hotspot')}>
        <Space>
          <Input className="backroom-device-hotspot" aria-label={t('hotspot')} placeholder={t('hotspotPlaceholder')} disabled={!editable} value={ssid} maxLength={64} onChange={setSsid} style={{ width: 200 }} />
          {editable && (
            <Button disabled={ssid.trim() === ''} loading={hotspot.isPending} onClick={() => hotspot.mutate({ body: { id: device.id, hotspot: ssid.trim() } })}>
              {t('save')}
            </Button>
          )}
          {editable && device.hotspot && <Button type="danger" onClick={() => hotspot.mutate({ body: { id: device.id, hotspot: null } })}>{t('clearHotspot')}</Button>}
        </Space>
      </Row>
      <Row label={t('scanCode')}>
        <Space>
          <span className="backroom-device-scan-code">{formatValue(device.scanCode)}</span>
          {editable && device.scanCode && (
            <Button type="danger" loading={unbindScan.isPending} onClick={() => unbindScan.mutate({ query: { code: device.code } })}>
              {t('unbind')}
            </Button>
          )}
        </Space>
      </Row>
      <Row label={t('nfcSn')}>
        <Space wrap>
          <span className="backroom-device-nfc-sn">{formatValue(device.nfcSn)}</span>
          <CheckDeviceSn />
        </Space>
      </Row>
      <Row label={t('extraCodes')}>
        <Space wrap>
          {device.extraCodes.length === 0 && formatValue(null)}
          {device.extraCodes.map((code) => (
            <Tag key={code} closable={editable} onClose={() => unbind.mutate({ params: { id: device.id }, body: { extraCode: code } })}>
              {code}
            </Tag>
          ))}
          {editable && (
            <>
              <Input className="backroom-device-extra" aria-label={t('extraCodePlaceholder')} placeholder={t('extraCodePlaceholder')} value={extra} maxLength={32} onChange={(value) => setExtra(value.replace(/[^A-Za-z0-9-]/g, ''))} style={{ width: 180 }} />
              <Button
                disabled={extra === ''}
                loading={bind.isPending}
                onClick={() => bind.mutate({ params: { id: device.id }, body: { extraCode: extra } }, { onSuccess: () => setExtra('') })}
              >
                {t('bind')}
              </Button>
            </>
          )}
        </Space>
      </Row>
    </Space>
  );
}
