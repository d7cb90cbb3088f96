/**
 * Kysely's migrator, imported in this one place: Kysely 0.29 serves it from `kysely/migration`,
 * 0.28 from `kysely` itself, the same class and types in both. A move between the two versions
 * changes the line below only.
 */
export { Migrator, type Migration } from 'kysely/migration';
