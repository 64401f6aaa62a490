import { generateOpenApiDocument } from 'trpc-to-openapi';
import { downloadRoutes } from './downloads';
import { appRouter } from './root';

type Document = ReturnType<typeof generateOpenApiDocument>;
type Operation = { responses?: Record<string, { description?: string; content?: unknown }> };

/** A download's REST answer is the file itself, not the JSON its procedure returns over tRPC. */
function describeDownloads(document: Document): Document {
  for (const { method, path, contentType } of downloadRoutes()) {
    const operation = (document.paths?.[path] as Record<string, Operation> | undefined)?.[method.toLowerCase()];
    const ok = operation?.responses?.['200'];
    if (ok) ok.content = { [contentType]: { schema: { type: 'string', format: 'binary' } } };
  }
  return document;
}

/** The REST side of the API as an OpenAPI 3.1 document (served at /api/openapi.json). */
export function buildOpenApiDocument(baseUrl: string) {
  return describeDownloads(
    generateOpenApiDocument(appRouter, {
      title: 'Farm Hand API',
      description: 'Cattle and ranch management. Every call but health, signup and login needs `Authorization: Bearer <token>`.',
      version: '0.1.0',
      baseUrl,
    }),
  );
}
