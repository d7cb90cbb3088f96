/**
 * Where the site's backends live, from build-time configuration (Vite `VITE_*` variables, see the
 * README). The defaults point at the embedded backend on the site's own origin; pointing the site
 * at the complex's real backends is a matter of setting these four values.
 */
import { DEFAULT_BI_BASE, DEFAULT_IMPLEMENTATION_ID } from '../shared/api-paths';

const env = import.meta.env;

export const config = {
  /** `{bi}`: BI API base including its stage, e.g. `https://bi.example.sg/Prod`. */
  biBase: env.VITE_BI_BASE ?? DEFAULT_BI_BASE,
  /** `{api}`: content, ticket, booking and room API base (its paths start with `/api`). */
  apiBase: env.VITE_API_BASE ?? '',
  /** `{endpoint}`: deals and password endpoints. */
  endpointBase: env.VITE_ENDPOINT_BASE ?? '/endpoint',
  /** Fixed value of the `implementation-id` header sent with every call. */
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
