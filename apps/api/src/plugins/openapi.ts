import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI 3 generated from the routes' zod schemas: /api/openapi.json and the docs page /api/docs. */
export async function registerOpenApi(app: FastifyInstance, brand: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: `${brand} booking API`, version: '1.0.0', description: 'Customer website and booking engine of the salon chain.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
