import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, built from the same zod schemas that validate the routes. */
export const swaggerPlugin = fp(
  async (app: FastifyInstance, options: { siteName: string; publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${options.siteName} API`,
          description:
            'REST API of the auction platform. Errors: { message, errors?: { field: [text] }, code? }.',
          version: '1.0.0',
        },
        servers: [{ url: options.publicUrl }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
);
