/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BI_BASE?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_ENDPOINT_BASE?: string;
  readonly VITE_IMPLEMENTATION_ID?: string;
  readonly VITE_CHAT_SCRIPT_URL?: string;
  readonly VITE_ANALYTICS_SCRIPT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
