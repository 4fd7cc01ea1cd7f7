import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayEvent } from '../../server/modules/devices/gateway.ts';
import { MqttGateway } from '../../server/modules/devices/mqtt-gateway.ts';
import { topics } from '../../server/modules/devices/topics.ts';
import { ownBroker, type OwnBroker } from './mqtt-broker.ts';

/**
 * Broker security as the README gives it: a Mosquitto of the test's own (its own port and config file) with
 * passwords and the ACL in which a device (user = its code) publishes only its own reply and status topics and reads
 * only its own command topic; the server signs in with MQTT_USERNAME / MQTT_PASSWORD.
 */
const passwd = spawnSync('mosquitto_passwd', ['-h']).error === undefined;

describe.skipIf(!passwd)('a broker with passwords and the device ACL', () => {
  let broker: OwnBroker;
  let port: number;
  const prefix = 'backroom/devices';

  beforeAll(async () => {
    broker = await ownBroker((dir) => {
      const passwords = join(dir, 'passwords');
      writeFileSync(passwords, '');
      for (const [user, password] of [['server', 'server-secret'], ['X-1', 'device-1'], ['X-2', 'device-2']]) {
        spawnSync('mosquitto_passwd', ['-b', passwords, user, password]);
      }
      // The README's ACL.
      writeFileSync(join(dir, 'acl'), [
        'user server',
        `topic write ${prefix}/+/command`,
        `topic read ${prefix}/+/reply`,
        `topic read ${prefix}/+/status`,
        '',
        `pattern read ${prefix}/%u/command`,
        `pattern write ${prefix}/%u/reply`,
        `pattern write ${prefix}/%u/status`,
        '',
      ].join('\n'));
      return ['allow_anonymous false', `password_file ${passwords}`, `acl_file ${join(dir, 'acl')}`, 'persistence false'];
    });
    port = broker.port;
  });
  afterAll(async () => {
    await broker?.close();
  });

  it('the server signs in with its credentials; a device cannot publish another device\'s reply', async () => {
    const url = `mqtt://127.0.0.1:${port}`;
    await expect(mqtt.connectAsync(url, { username: 'X-1', password: 'wrong', reconnectPeriod: 0, protocolVersion: 5 })).rejects.toThrow();
    const seen: GatewayEvent[] = [];
    const gateway = new MqttGateway({ url, clientId: 'acl-server', shareGroup: 'backroom', username: 'server', password: 'server-secret', sessionExpirySeconds: 0 }, prefix);
    await gateway.start((event) => void seen.push(event));
    const device = await mqtt.connectAsync(url, { clientId: 'X-1', username: 'X-1', password: 'device-1', protocolVersion: 5 });
    const t = topics(prefix);
    try {
      // MQTT 5: the broker answers "not authorized" (135) and delivers nothing.
      await expect(device.publishAsync(t.reply('X-2'), JSON.stringify({ msgId: 'forged', type: 'ack' }), { qos: 1 })).rejects.toThrow(/not authori[sz]ed/i);
      await device.publishAsync(t.reply('X-1'), JSON.stringify({ msgId: 'own', type: 'ack' }), { qos: 1 });
      for (let i = 0; i < 500 && seen.length === 0; i += 1) await sleep(20);
      expect(seen).toEqual([{ type: 'delivered', msgId: 'own', deviceCode: 'X-1' }]);
    } finally {
      await device.endAsync();
      await gateway.stop();
    }
  });
});
