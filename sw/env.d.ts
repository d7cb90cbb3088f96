/** The build-time configuration the worker reads (Vite replaces these in the worker build too). */
interface ImportMetaEnv {
  readonly VITE_BI_BASE?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_ENDPOINT_BASE?: string;
  readonly VITE_IMPLEMENTATION_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
