/** The types of migrations-index.js (plain JavaScript, which server/start.js runs uncompiled). */
export const MIGRATIONS_FOLDER: URL;
export function migrationFiles(folder?: URL): { name: string; path: string }[];
export function migrationsIndexSource(folder?: URL): string;
export function writeMigrationsIndex(folder?: URL): boolean;
