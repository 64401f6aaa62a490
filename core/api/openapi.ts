import { generateOpenApiDocument } from 'trpc-to-openapi';
import { appRouter } from './root';

/** The REST side of the API as an OpenAPI 3.1 document (served at /api/openapi.json). */
export function buildOpenApiDocument(baseUrl: string) {
  return generateOpenApiDocument(appRouter, {
    title: 'Farm Hand API',
    description: 'Cattle and ranch management. Every call but health, signup and login needs `Authorization: Bearer <token>`.',
    version: '0.1.0',
    baseUrl,
  });
}
