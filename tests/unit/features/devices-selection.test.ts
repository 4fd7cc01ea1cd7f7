// The fleet list's selection actions (issue 10): which device buttons an identity's view codes allow (spec §6), the
// bulk command's body (temp only for tempSet, mode only for setTempMode) and its tally as results arrive.
import { describe, expect, it } from 'vitest';
import { BULK_KINDS } from '../../../src/core/contract/api/iot.ts';
import { iotBulkCommand, machineAgingForceFinish } from '../../../src/core/contract/api/iot.ts';
import { coolerCompressorImport } from '../../../src/core/contract/api/cooler.ts';
import { vendingMachineBatchLock, vendingMachineRemoveCache } from '../../../src/core/contract/api/devices.ts';
import { TemperatureMode } from '../../../src/core/contract/index.ts';
import { BULK_CHOICES, DEVICE_VIEW, bulkBody, bulkTally, deviceRights } from '../../../src/features/devices/panel/selection.ts';
import type { BulkRow } from '../../../src/features/devices/panel/selection.ts';

describe('device buttons by view code', () => {
  it('the codes are the calls\' own', () => {
    expect([iotBulkCommand.view, vendingMachineRemoveCache.view, coolerCompressorImport.view]).toEqual([DEVICE_VIEW.command, DEVICE_VIEW.command, DEVICE_VIEW.command]);
    expect([vendingMachineBatchLock.view, machineAgingForceFinish.view]).toEqual([DEVICE_VIEW.lock, DEVICE_VIEW.lock]);
  });

  it.each([
    [['*:*:*'], { lock: true, command: true }],
    [['device:vm:list', 'device:vm:lock', 'device:vm:command'], { lock: true, command: true }],
    [['device:vm:list', 'device:vm:lock'], { lock: true, command: false }],
    [['device:vm:list'], { lock: false, command: false }],
    [[], { lock: false, command: false }],
    [null, { lock: false, command: false }],
  ])('%j → %j', (codes, rights) => {
    expect(deviceRights(codes)).toEqual(rights);
  });
});

describe('the bulk command', () => {
  const input = { temp: -5, mode: TemperatureMode.FROZEN };

  it('offers every bulk kind of the contract once', () => {
    expect([...BULK_CHOICES].sort()).toEqual([...BULK_KINDS].sort());
  });

  it('sends the selection once each, with temp for tempSet and mode for setTempMode only', () => {
    expect(bulkBody('lightOn', [3, 1, 3], input)).toEqual({ ids: [3, 1], kind: 'lightOn' });
    expect(bulkBody('tempSet', [1], input)).toEqual({ ids: [1], kind: 'tempSet', temp: -5 });
    expect(bulkBody('setTempMode', [1], input)).toEqual({ ids: [1], kind: 'setTempMode', mode: TemperatureMode.FROZEN });
    expect(() => bulkBody('picture' as never, [1], input)).toThrow(/not a bulk command/);
  });

  it('tallies the rows as they finish', () => {
    const row = (id: number, phase: BulkRow['phase'], ok: boolean): BulkRow => ({ id, code: `D${id}`, phase, ok, status: ok ? 200 : 3502, line: '' });
    expect(bulkTally([row(1, 'waiting', false), row(2, 'done', true), row(3, 'done', false)])).toEqual({ done: 2, ok: 1, failed: 1, count: 3 });
    expect(bulkTally([])).toEqual({ done: 0, ok: 0, failed: 0, count: 0 });
  });
});
