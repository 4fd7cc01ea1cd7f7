// The MQTT broker of the tests (Mosquitto on 127.0.0.1:1883): whether it answers, and clean-up of the persistent
// sessions a test left there (a client id connected once more with a clean session, then gone); and a Mosquitto of a
// test's own (its own port, folder and config file: server/modules/devices/mosquitto.ts) for the tests that configure,
// stop or freeze their broker.
import mqtt from 'mqtt';

export const BROKER = 'mqtt://127.0.0.1:1883';

/** Ends the broker's sessions of these client ids (and what they queued). */
export async function forgetSessions(clientIds: readonly string[], url = BROKER): Promise<void> {
  for (const clientId of clientIds) {
    const client = await mqtt.connectAsync(url, { clientId, clean: true, protocolVersion: 5, reconnectPeriod: 0 }).catch(() => null);
    await client?.endAsync().catch(() => undefined);
  }
}

/** A test's own names: topics and client ids no other run (or file) shares. */
export const unique = (what: string) => `${what}-${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

export { brokerAnswers, mosquittoInstalled, ownBroker, type OwnBroker } from '../../server/modules/devices/mosquitto.ts';
