import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ZErrorEnvelope } from '@shine/shared/schemas/errors';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The failures every documented call may answer, each with the one error envelope. */
const ERROR_RESPONSES = Object.fromEntries([400, 401, 403, 404, 409, 429].map((status) => [status, ZErrorEnvelope]));

/** OpenAPI 3 generated from the routes' zod schemas: /api/openapi.json and the docs page /api/docs. */
export async function registerOpenApi(app: FastifyInstance, brand: string) {
  // Declared on every route with a schema (before the routes are registered): OpenAPI documents the
  // error envelope, and an error answer that strays from it is caught like any other response.
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide) return;
    route.schema.response = { ...ERROR_RESPONSES, ...(route.schema.response as object | undefined) };
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: `${brand} booking API`, version: '1.0.0', description: 'Customer website and booking engine of the salon chain.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, staffCookie: { type: 'apiKey', in: 'cookie', name: 'shine_staff' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
