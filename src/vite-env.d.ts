/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_IMPLEMENTATION_ID?: string;
  readonly VITE_CHAT_SCRIPT_URL?: string;
  readonly VITE_ANALYTICS_SCRIPT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
