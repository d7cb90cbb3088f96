/** The build-time configuration the worker reads (Vite replaces these in the worker build too). */
interface ImportMetaEnv {
  readonly VITE_IMPLEMENTATION_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/**
 * The carpark journey's files of this build's precache manifest (scripts/carpark-shell.ts), all
 * a visitor who saves data gets precached (sw/save-data.ts).
 */
declare const __CARPARK_SHELL__: readonly string[];
