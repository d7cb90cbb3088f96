/**
 * The app's zod: the contracts' (src/shared/contracts/zod.ts), zod/mini set to parse without
 * compiling, so that one setting holds wherever a schema is built.
 */
export { z } from '../shared/contracts/zod';
