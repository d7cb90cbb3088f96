/**
 * Kysely's migrator, imported in this one place: Kysely 0.28 (the line that supports Node 20)
 * serves it from `kysely` itself, 0.29 from `kysely/migration`, the same class and types in both.
 * A move between the two versions changes the line below only.
 */
export { Migrator, type Migration } from 'kysely';
