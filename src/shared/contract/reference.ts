import { z } from 'zod';
import { PUBLIC } from './access';
import { defineEndpoint } from './define-endpoint';

/** The files the reference page loads, all served by this server (no CDN). */
export const REFERENCE_ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'reference.js'] as const;
export type ReferenceAsset = (typeof REFERENCE_ASSETS)[number];

const tag = 'API reference';

/** The API describing itself: the OpenAPI document and a page that renders it. */
export const referenceEndpoints = {
  getOpenApiDocument: defineEndpoint({
    summary: 'This document: every /api endpoint as OpenAPI 3.1',
    tag,
    method: 'GET',
    path: '/api/openapi.json',
    access: PUBLIC,
    status: 200,
    rawResponse: { contentTypes: ['application/json'], description: 'An OpenAPI 3.1 document' },
    openResults: true,
  }),
  getApiReference: defineEndpoint({
    summary: 'A readable reference page rendered from the OpenAPI document',
    tag,
    method: 'GET',
    path: '/api/docs',
    access: PUBLIC,
    status: 200,
    rawResponse: { contentTypes: ['text/html'], description: 'The reference page' },
  }),
  getApiReferenceAsset: defineEndpoint({
    summary: "A script or style sheet of the reference page's renderer",
    tag,
    method: 'GET',
    path: '/api/docs/:file',
    access: PUBLIC,
    params: z.strictObject({ file: z.enum(REFERENCE_ASSETS) }),
    status: 200,
    rawResponse: {
      contentTypes: ['text/javascript', 'text/css'],
      description: 'A file of the renderer (Swagger UI)',
    },
  }),
};
