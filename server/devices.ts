// `npm run devices`: the seeded fleet as simulated devices behind an MQTT broker. Start the server with the same MQTT_URL
// (and MQTT_TOPIC_PREFIX) and its commands reach these devices over MQTT. Settings: MQTT_URL (default
// mqtt://127.0.0.1:1883), MQTT_TOPIC_PREFIX, DEVICE_SIM_LATENCY_MS, DEVICE_SIM_FAILURE_SHARE, DEVICE_SIM_SILENT_SHARE,
// DEVICE_SIM_OFFLINE_SHARE, DEVICE_SIM_REPORT_MS, DEVICE_SIM_FAILING_CODES, DEVICE_SIM_SILENT_CODES.
import { setInterval } from 'node:timers';
import { deviceOptionsFromEnv } from './modules/devices/gateway.ts';
import { MqttDeviceFleet } from './modules/devices/mqtt-fleet.ts';
import { DEVICES } from './modules/devices/seed-data.ts';

let options;
try {
  options = deviceOptionsFromEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const url = options.mqttUrl ?? 'mqtt://127.0.0.1:1883';
// The devices of the demo seed that are online there; the offline ones stay unplugged.
const states = DEVICES.filter((device) => device.offlineFor === null).map((device) => ({
  code: device.code,
  temperature: device.temperature,
  targetTemperature: device.temperature,
  temperatureMode: device.mode,
}));
const fleet = new MqttDeviceFleet(url, options.topicPrefix, states, options.simulator);
try {
  await fleet.start();
} catch (error) {
  console.error(`cannot reach the MQTT broker at ${url}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.log(`${fleet.size} simulated devices on ${url} (topics ${options.topicPrefix}/<code>/command|reply|status). Ctrl-C stops them.`);
const progress = setInterval(() => console.log(`${fleet.answered} commands answered`), 60_000);
progress.unref();

async function shutdown(): Promise<void> {
  console.log('the devices go offline...');
  await fleet.stop(true);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
