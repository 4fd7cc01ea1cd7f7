// The calls the command machinery needs (spec §7 IoT, Cooler): a command's answer, and the event stream.
import type { DeviceCommandResponse } from '../../../core/contract/index.ts';
import { coolerResp } from '../../../core/contract/api/cooler.ts';
import { iotEvents, iotResp } from '../../../core/contract/api/iot.ts';
import { ApiError, callApi } from '../../../core/http/index.ts';
import type { HttpClient } from '../../../core/http/index.ts';

export const commandEventsPath = iotEvents.path;

/** One poll of GET resp/{msgId}: the envelope, a business failure included (it counts as an error answer, or 4402). */
export async function fetchCommandResponse(http: HttpClient, source: 'iot' | 'cooler', msgId: string, signal: AbortSignal): Promise<DeviceCommandResponse> {
  try {
    const data = await callApi(http, source === 'cooler' ? coolerResp : iotResp, { params: { id: msgId } }, { signal, silent: true });
    return { status: 200, msg: '', data: data as DeviceCommandResponse['data'] };
  } catch (error) {
    if (error instanceof ApiError) return { status: error.code, msg: error.message, data: null };
    throw error;
  }
}
