import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError, fieldError } from '../errors';
import { errorHandlerPlugin } from './error-handler';

async function appWith(report = vi.fn()) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin, { report });
  app.get('/boom', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  app.get('/conflict', async () => {
    throw new AppError('CONFLICT', 'The lot is closed.');
  });
  app.get('/field', async () => {
    throw fieldError('TOKEN_INVALID', 'token', 'Expired.');
  });
  app.post(
    '/nested',
    { schema: { body: z.object({ items: z.array(z.object({ qty: z.number().int() })) }) } },
    async () => 'ok',
  );
  app.get(
    '/bad-answer',
    { schema: { response: { 200: z.object({ id: z.string() }) } } },
    async () => ({ id: 5 }) as never,
  );
  return app;
}

describe('the error handler', () => {
  it('hides the details of unexpected errors behind a 500 and reports them', async () => {
    const report = vi.fn();
    const app = await appWith(report);
    const answer = await app.inject({ method: 'GET', url: '/boom' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({
      message: 'An unexpected error occurred. Please try again later.',
      code: 'INTERNAL',
    });
    expect(answer.body).not.toContain('secret');
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('leaked') }),
      {
        method: 'GET',
        url: '/boom',
      },
    );
    expect((await app.inject({ method: 'GET', url: '/bad-answer' })).statusCode).toBe(500);
  });

  it('maps codes to statuses in one place', async () => {
    const report = vi.fn();
    const app = await appWith(report);
    const conflict = await app.inject({ method: 'GET', url: '/conflict' });
    expect(report).not.toHaveBeenCalled();
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ message: 'The lot is closed.', code: 'CONFLICT' });
    const field = await app.inject({ method: 'GET', url: '/field' });
    expect(field.statusCode).toBe(422);
    expect(field.json()).toEqual({
      message: 'The given data was invalid.',
      code: 'TOKEN_INVALID',
      errors: { token: ['Expired.'] },
    });
  });

  it('joins nested field paths with dots', async () => {
    const app = await appWith();
    const answer = await app.inject({
      method: 'POST',
      url: '/nested',
      payload: { items: [{ qty: 1 }, { qty: 1.5 }] },
    });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors)).toEqual(['items.1.qty']);
  });

  it('keeps client errors of the framework, such as malformed JSON', async () => {
    const app = await appWith();
    const answer = await app.inject({
      method: 'POST',
      url: '/nested',
      payload: '{"items": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/JSON/);
  });
});
