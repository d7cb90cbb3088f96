/** The push key call, read for what the settings page tells (loaded with the first fetch). */
import { callApi } from '../../../lib/api-client';
import { pushKeyCall } from '../../../shared/contracts/push';
import type { PushLimits } from '../model/push-limits';

export async function getPushLimits(signal: AbortSignal): Promise<PushLimits> {
  const { data } = await callApi(pushKeyCall, { input: {}, signal });
  return { dailyLimit: data.dailyLimit };
}
