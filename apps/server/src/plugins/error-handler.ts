import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ReportError } from '../error-reporting';
import { AppError, RetryLaterError } from '../errors';

const invalidMessage = 'The given data was invalid.';

/** `/address/city` -> `address.city`; a body that is not an object at all is reported on `body`. */
function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.split('/').filter(Boolean).join('.');
  return path || (context ?? 'body');
}

function validationErrors(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const field = fieldOf(issue.instancePath, error.validationContext);
    const list = errors[field] ?? [];
    if (issue.message && !list.includes(issue.message)) list.push(issue.message);
    errors[field] = list;
  }
  return errors;
}

/**
 * One error handler: expected errors keep their message, validation becomes the 422 field map,
 * anything else is a 5xx whose details stay in the log.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance, options: { report?: ReportError } = {}) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RetryLaterError) reply.header('retry-after', error.retryAfterSeconds);
      return reply.code(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .code(422)
        .send({ message: invalidMessage, code: 'VALIDATION_FAILED', errors: validationErrors(error) });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      options.report?.(error, { method: request.method, url: request.routeOptions.url ?? request.url });
      return reply
        .code(status)
        .send({ message: 'An unexpected error occurred. Please try again later.', code: 'INTERNAL' });
    }
    if (status === 429) return reply.code(429).send({ message: error.message, code: 'RATE_LIMITED' });
    return reply.code(status).send({ message: error.message, ...(error.code ? { code: error.code } : {}) });
  });
});
