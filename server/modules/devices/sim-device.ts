// One simulated device (the in-process fleet and `npm run devices` play these): its state, and its answer to each
// command as a real controller gives it (the command's result key on success, {error, code} on failure).
import type { CommandKind } from '../../../src/core/contract/api/iot.ts';

export type SimBehaviour = 'ok' | 'fail' | 'silent';

export interface SimDeviceState {
  code: string;
  temperature?: number;
  targetTemperature?: number;
  temperatureMode?: number;
  compressorOn?: boolean;
  lightOn?: boolean;
  screenOn?: boolean;
}

export type SimAnswer = { ok: true; result: Record<string, unknown> } | { ok: false; error: string; code?: number };

/** A picture of the inside of a cooler: shelves and the time it was taken (SVG, base64). */
function picture(code: string, at: number): string {
  const shelves = [40, 110, 180]
    .map((y, row) => `<rect x="20" y="${y}" width="280" height="56" rx="6" fill="#e8f3ff"/>` +
      Array.from({ length: 5 }, (_, i) => `<rect x="${32 + i * 54}" y="${y + 8}" width="40" height="40" rx="4" fill="${['#1664ff', '#00b42a', '#ff7d00'][(row + i) % 3]}"/>`).join(''))
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="260" viewBox="0 0 320 260"><rect width="320" height="260" fill="#f2f3f5"/>${shelves}` +
    `<text x="20" y="250" font-size="12" fill="#4e5969">${code} ${new Date(at).toISOString()}</text></svg>`;
  return Buffer.from(svg, 'utf8').toString('base64');
}

export class SimDevice {
  readonly state: Required<SimDeviceState>;
  private readonly bootedAt = Date.now();

  constructor(state: SimDeviceState) {
    this.state = {
      temperature: 6,
      targetTemperature: 6,
      temperatureMode: 1,
      compressorOn: true,
      lightOn: true,
      screenOn: true,
      ...state,
    };
  }

  /** A status report: the temperature moves a step toward its target. */
  drift(): number {
    const { temperature, targetTemperature } = this.state;
    if (temperature !== -50) this.state.temperature = temperature + Math.sign(targetTemperature - temperature);
    return this.state.temperature;
  }

  execute(kind: CommandKind, params: Record<string, unknown>, behaviour: SimBehaviour = 'ok'): SimAnswer {
    if (behaviour === 'fail') return { ok: false, error: `${kind}: the controller refused the command`, code: 500 };
    const now = Date.now();
    const s = this.state;
    switch (kind) {
      case 'tempSet':
        s.targetTemperature = Number(params.temp);
        s.temperature = s.targetTemperature;
        return { ok: true, result: { temperature: s.temperature } };
      case 'setTempMode':
        s.temperatureMode = Number(params.mode);
        return { ok: true, result: { temperatureMode: s.temperatureMode } };
      case 'comprOn':
      case 'comprOff':
        s.compressorOn = kind === 'comprOn';
        return { ok: true, result: { compressor: s.compressorOn } };
      case 'lightOn':
      case 'lightOff':
        s.lightOn = kind === 'lightOn';
        return { ok: true, result: { light: s.lightOn } };
      case 'screenOn':
      case 'screenOff':
        s.screenOn = kind === 'screenOn';
        return { ok: true, result: { screen: s.screenOn } };
      case 'forceRestart':
      case 'restart':
      case 'nfcRestart':
      case 'boxReboot':
        return { ok: true, result: { restartedAt: now } };
      case 'uploadLog':
        return { ok: true, result: { logFile: `${s.code}-${new Date(now).toISOString().slice(0, 10)}.log`, bytes: 20_480 + (now % 4096) } };
      case 'action':
        return { ok: true, result: { action: String(params.action) } };
      case 'systemStatus':
        return {
          ok: true,
          result: {
            system: { version: '3.8.2', uptimeSeconds: Math.round((now - this.bootedAt) / 1000), cpuPercent: 12, memoryPercent: 41, diskPercent: 63, signal: -67 },
          },
        };
      case 'picture':
        return { ok: true, result: { image: picture(s.code, now), mime: 'image/svg+xml' } };
      case 'pingback':
        return { ok: true, result: { pingbackAt: now, roundTripMs: 40 + (now % 60) } };
      default:
        return { ok: false, error: `unknown command ${String(kind)}`, code: 400 };
    }
  }
}
