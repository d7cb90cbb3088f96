/**
 * The app's build-time settings. Its data always comes from the site's own server, on this
 * origin, whatever that server's data source (README, "Running on the complex's real backends"):
 * no backend address of the complex is ever built into the bundle.
 */
import { DEFAULT_BI_BASE, DEFAULT_IMPLEMENTATION_ID, EMBEDDED_MOUNTS } from '../shared/api-origin';

const env = import.meta.env;

export const config = {
  /** `{bi}` on this origin: `/bi/{stage}`. */
  biBase: DEFAULT_BI_BASE,
  /** `{api}` on this origin (its paths start with `/api`). */
  apiBase: EMBEDDED_MOUNTS.api,
  /** `{endpoint}` on this origin. */
  endpointBase: EMBEDDED_MOUNTS.endpoint,
  /** Fixed value of the `implementation-id` header sent with every call to the site's server. */
  implementationId: env.VITE_IMPLEMENTATION_ID ?? DEFAULT_IMPLEMENTATION_ID,
  /** Optional live-chat provider script URL; without it the chat button opens contact options. */
  chatScriptUrl: env.VITE_CHAT_SCRIPT_URL ?? '',
  /** Optional web-analytics script URL; nothing loads when it is empty. */
  analyticsScriptUrl: env.VITE_ANALYTICS_SCRIPT_URL ?? '',
} as const;

export type Backend = 'bi' | 'api' | 'endpoint';

/** Base URL of one of the three backends. */
export function backendBase(backend: Backend): string {
  switch (backend) {
    case 'bi':
      return config.biBase;
    case 'api':
      return config.apiBase;
    case 'endpoint':
      return config.endpointBase;
  }
}
