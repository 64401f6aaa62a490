import { generateOpenApiDocument } from 'trpc-to-openapi';
import { XLSX_MIME } from '../exports/cattle-workbook';
import { downloadRoutes, uploadRoutes } from './downloads';
import { appRouter } from './root';

type Document = ReturnType<typeof generateOpenApiDocument>;
type Operation = {
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
};

const operationAt = (document: Document, method: string, path: string) => (document.paths?.[path] as Record<string, Operation> | undefined)?.[method.toLowerCase()];

/** A download's REST answer is the file itself, not the JSON its procedure returns over tRPC. */
function describeDownloads(document: Document): Document {
  for (const { method, path, contentType } of downloadRoutes()) {
    const ok = operationAt(document, method, path)?.responses?.['200'];
    if (ok) ok.content = { [contentType]: { schema: { type: 'string', format: 'binary' } } };
  }
  return document;
}

const FILE = { schema: { type: 'string', format: 'binary' } };

/**
 * An upload's REST body is the file itself, and its options ride in the query; a real import that
 * problems stopped answers 422 with the same report.
 */
function describeUploads(document: Document): Document {
  for (const { method, path, query } of uploadRoutes()) {
    const operation = operationAt(document, method, path);
    if (!operation) continue;
    operation.requestBody = { required: true, content: { [XLSX_MIME]: FILE, 'text/csv': FILE, 'application/octet-stream': FILE } };
    operation.parameters = query.map((name) => ({ in: 'query', name, required: false, schema: { type: 'string', enum: ['true', 'false'] } }));
    const ok = operation.responses?.['200'];
    if (ok && operation.responses) operation.responses['422'] = { description: 'Problems stopped the import: nothing was written', content: ok.content };
  }
  return document;
}

/** The REST side of the API as an OpenAPI 3.1 document (served at /api/openapi.json). */
export function buildOpenApiDocument(baseUrl: string) {
  return describeUploads(describeDownloads(
    generateOpenApiDocument(appRouter, {
      title: 'Farm Hand API',
      description: 'Cattle and ranch management. Every call but health, signup and login needs `Authorization: Bearer <token>`.',
      version: '0.1.0',
      baseUrl,
    }),
  ));
}
