/**
 * Version of the data's shape as the app stores it (persisted query cache, service-worker data
 * caches). Bump it when a domain model or wire schema changes incompatibly: the persisted cache is
 * dropped and the worker's data caches are renamed. It is deliberately not the build hash, so a
 * deploy that does not change data shapes keeps every visitor's offline copy.
 */
export const DATA_SCHEMA_VERSION = 1;
