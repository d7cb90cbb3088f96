/** The `implementation-id` header every API call must carry (docs/api.md, conventions). */
import type { FastifyRequest } from 'fastify';
import { IMPLEMENTATION_ID_HEADER } from '../../src/shared/api-origin.ts';
import { badRequest } from './http-error.ts';

export function requireImplementationId(expected: string) {
  return async function checkImplementationId(request: FastifyRequest): Promise<void> {
    const value = request.headers[IMPLEMENTATION_ID_HEADER];
    const id = Array.isArray(value) ? value[0] : value;
    if (!id || id.trim() === '') throw badRequest('The implementation-id header is required');
    if (expected !== '' && id !== expected)
      throw badRequest('The implementation-id header is not recognised');
  };
}
