import { describe, expect, it } from 'vitest';
import { COMMAND_DEADLINE_MS, COMMAND_KINDS, COMMANDS } from '../../../src/core/contract/api/iot.ts';
import { POLL_INTERVAL_MS, POLL_MAX_RETRIES, STATUS_OK } from '../../../src/core/contract/index.ts';
import { POLL_MAX_MS, judgeResponse } from '../../../src/core/device/poll.ts';
import { behaviourOf, DEFAULT_SIMULATOR, deviceOptionsFromEnv } from '../../../server/modules/devices/gateway.ts';
import { SimDevice } from '../../../server/modules/devices/sim-device.ts';

/** The command table of the contract against the poller (spec §4, §9) and the simulated devices (issue 10). */
describe('device commands', () => {
  it('the server deadline falls before the client gives up, and late enough that the client still says 轮询超时', () => {
    for (const kind of ['default', 'picture', 'pingback'] as const) {
      expect(COMMAND_DEADLINE_MS[kind]).toBeLessThan(POLL_MAX_MS[kind]);
      // After the deadline the client sees error results (4402); fewer than 5 of them fit before its own timeout.
      expect(POLL_MAX_MS[kind] - COMMAND_DEADLINE_MS[kind]).toBeLessThan(POLL_MAX_RETRIES * POLL_INTERVAL_MS);
    }
    expect(COMMANDS.picture.poll).toBe('picture');
    expect(COMMANDS.pingback.poll).toBe('pingback');
  });

  it("a simulated device's answer to every command holds the command's result key, which the poller takes as success", () => {
    const device = new SimDevice({ code: 'T-1' });
    for (const kind of COMMAND_KINDS) {
      const answer = device.execute(kind, { temp: 5, mode: 2, action: 'syncTime' });
      expect(answer.ok, kind).toBe(true);
      if (!answer.ok) continue;
      // A picture travels as bytes; the server stores them and answers pictureUrl.
      const result = kind === 'picture' ? { pictureUrl: '/api/tool/oss/file?key=x' } : answer.result;
      expect(judgeResponse({ status: STATUS_OK, msg: 'success', data: result }, COMMANDS[kind].resultKey), kind).toMatchObject({ outcome: 'success' });
    }
    expect(device.state).toMatchObject({ temperature: 5, temperatureMode: 2 });
  });

  it('a failing device answers {error, code}, which the poller shows as 失败', () => {
    const answer = new SimDevice({ code: 'T-2' }).execute('forceRestart', {}, 'fail');
    expect(answer).toMatchObject({ ok: false, code: 500 });
    const data = answer.ok ? answer.result : { error: answer.error, code: answer.code };
    expect(judgeResponse({ status: STATUS_OK, msg: 'success', data }, COMMANDS.forceRestart.resultKey)).toMatchObject({ outcome: 'failure', reason: 'mismatch', message: '失败' });
  });

  it('the simulator behaves by code first, then by its shares', () => {
    const options = { ...DEFAULT_SIMULATOR, failureShare: 0.5, silentShare: 0.25, silentCodes: ['S'], failingCodes: ['F'] };
    expect(behaviourOf({ ...options, random: () => 0.9 }, 'S')).toBe('silent');
    expect(behaviourOf({ ...options, random: () => 0.9 }, 'F')).toBe('fail');
    expect(behaviourOf({ ...options, random: () => 0.1 }, 'X')).toBe('silent');
    expect(behaviourOf({ ...options, random: () => 0.5 }, 'X')).toBe('fail');
    expect(behaviourOf({ ...options, random: () => 0.8 }, 'X')).toBe('ok');
  });

  it('reads MQTT_URL and the DEVICE_SIM_* settings, refusing nonsense', () => {
    const options = deviceOptionsFromEnv({ MQTT_URL: 'mqtt://broker:1883', DEVICE_SIM_LATENCY_MS: '50', DEVICE_SIM_FAILURE_SHARE: '0.1', DEVICE_SIM_SILENT_CODES: 'A, B' });
    expect(options).toMatchObject({ mqttUrl: 'mqtt://broker:1883', topicPrefix: 'backroom/devices' });
    expect(options.simulator).toMatchObject({ latencyMs: 50, failureShare: 0.1, silentCodes: ['A', 'B'], reportMs: 30_000 });
    expect(deviceOptionsFromEnv({}).mqttUrl).toBeUndefined();
    expect(() => deviceOptionsFromEnv({ DEVICE_SIM_FAILURE_SHARE: '2' })).toThrow('DEVICE_SIM_FAILURE_SHARE');
    expect(() => deviceOptionsFromEnv({ DEVICE_SIM_LATENCY_MS: 'fast' })).toThrow('DEVICE_SIM_LATENCY_MS');
  });

  it('reads the fleet settings: client id, share group, offline time (3 report intervals), batches', () => {
    const options = deviceOptionsFromEnv({ MQTT_URL: 'mqtts://broker:8883', PORT: '8081', MQTT_USERNAME: 'server', MQTT_PASSWORD: 'secret', MQTT_CA_FILE: '/etc/ca.pem' });
    expect(options.mqtt).toMatchObject({ shareGroup: 'backroom', username: 'server', password: 'secret', caFile: '/etc/ca.pem', sessionExpirySeconds: 300 });
    expect(options.mqtt?.clientId).toMatch(/^backroom-server-.+-8081$/);
    expect([options.reportMs, options.offlineAfterMs]).toEqual([30_000, 90_000]);
    expect(options.ingest).toEqual({ batchMs: 200, batchMax: 1_000, maxPending: 200_000 });
    expect(deviceOptionsFromEnv({ MQTT_URL: 'mqtt://b', DEVICE_REPORT_MS: '60000' }).offlineAfterMs).toBe(180_000);
    expect(deviceOptionsFromEnv({ MQTT_URL: 'mqtt://b', DEVICE_OFFLINE_AFTER_MS: '5000', MQTT_CLIENT_ID: 'one', MQTT_SHARE_GROUP: '' }).mqtt).toMatchObject({ clientId: 'one', shareGroup: '' });
    // The simulated fleet without reports is never swept.
    expect(deviceOptionsFromEnv({ DEVICE_SIM_REPORT_MS: '0' }).offlineAfterMs).toBe(0);
    expect(() => deviceOptionsFromEnv({ DEVICE_INGEST_BATCH_MAX: '0' })).toThrow('DEVICE_INGEST_BATCH_MAX');
    expect(() => deviceOptionsFromEnv({ DEVICE_OFFLINE_AFTER_MS: 'soon' })).toThrow('DEVICE_OFFLINE_AFTER_MS');
  });
});
