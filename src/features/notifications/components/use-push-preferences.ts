import { useSyncExternalStore } from 'react';
import {
  getPushPreferences,
  getServerPushPreferences,
  subscribePushPreferences,
  type PushPreferences,
} from '../model/push-preferences';

/** This browser's subscription as it last heard, re-rendering when any control changes it. */
export function usePushPreferences(): PushPreferences | undefined {
  return useSyncExternalStore(
    subscribePushPreferences,
    getPushPreferences,
    getServerPushPreferences,
  );
}
