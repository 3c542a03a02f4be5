import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildPath } from '../../shared/contract/define-endpoint';
import { referenceEndpoints as endpoints } from '../../shared/contract/reference';
import type { ReferenceAsset } from '../../shared/contract/reference';
import { buildOpenApiDocument } from '../http/openapi-document';
import { registerEndpoint } from '../http/register-endpoint';

/** Swagger UI's prebuilt files, served from the installed package: no CDN. */
const swaggerUiDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

const DOCUMENT_URL = endpoints.getOpenApiDocument.path;
const assetUrl = (file: ReferenceAsset) => buildPath(endpoints.getApiReferenceAsset.path, { file });

// A file of its own rather than an inline script, so the CSP keeps script-src 'self'.
const START_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(DOCUMENT_URL)},
    dom_id: '#reference',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Ballroom Comp API reference</title>
    <link rel="stylesheet" href="${assetUrl('swagger-ui.css')}" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="${assetUrl('swagger-ui-bundle.js')}"></script>
    <script src="${assetUrl('reference.js')}"></script>
  </body>
</html>
`;

const CONTENT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** The API describing itself: GET /api/openapi.json and a reference page rendering it. */
export function registerReferenceRoutes(app: FastifyInstance): void {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  registerEndpoint(app, endpoints.getOpenApiDocument, async () => {
    document ??= buildOpenApiDocument();
    return document;
  });

  registerEndpoint(app, endpoints.getApiReference, async (_input, _request, reply) =>
    reply.type('text/html; charset=utf-8').send(PAGE),
  );

  registerEndpoint(app, endpoints.getApiReferenceAsset, async ({ params }, _request, reply) => {
    reply.type(CONTENT_TYPES[path.extname(params.file) as keyof typeof CONTENT_TYPES]);
    if (params.file === 'reference.js') return reply.send(START_SCRIPT);
    reply.header('cache-control', 'public, max-age=86400');
    return reply.send(fs.createReadStream(path.join(swaggerUiDir, params.file)));
  });
}
