/** The build-time configuration the worker reads (Vite replaces these in the worker build too). */
interface ImportMetaEnv {
  readonly VITE_IMPLEMENTATION_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
