import {
  adminAreaRoles,
  calendarDateProblem,
  messageResponseSchema,
  revokeExemptionBodySchema,
  superAdminRoles,
  taxExemptionSchema,
  taxRateBodySchema,
  taxRateSchema,
  uuidSchema,
} from '@auction/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { ExemptionHolder, TaxExemptionsService } from './tax-exemptions';
import type { TaxRatesService } from './tax-rates';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = z.object({ id: uuidSchema });
const maxCertificateBytes = 10 * 1024 * 1024;

/** The GST/HST table (Staff read it, an Admin changes it) and buyers' exemptions recorded by staff. */
export const taxRatesRoutes: FastifyPluginAsyncZod<{
  rates: TaxRatesService;
  exemptions: TaxExemptionsService;
}> = async (app, { rates, exemptions }) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));
  await app.register(multipart, { limits: { fileSize: maxCertificateBytes, files: 1, fields: 10 } });

  app.get(
    '/api/admin/tax-rates',
    { schema: { tags, security, response: { 200: z.array(taxRateSchema) } } },
    () => rates.list(),
  );

  app.post(
    '/api/admin/tax-rates',
    {
      onRequest: requireRoles(superAdminRoles),
      schema: { tags, security, body: taxRateBodySchema, response: { 201: taxRateSchema } },
    },
    async (request, reply) => reply.code(201).send(await rates.add(request.body, signedIn(request).id)),
  );

  app.delete(
    '/api/admin/tax-rates/:id',
    {
      onRequest: requireRoles(superAdminRoles),
      schema: { tags, security, params, response: { 200: messageResponseSchema } },
    },
    (request) => rates.remove(request.params.id, signedIn(request).id),
  );

  /** The exemption form: number, expiry, note and the certificate file, as multipart or JSON. */
  async function readExemptionForm(request: FastifyRequest) {
    const fields: Record<string, string> = {};
    let certificate: Buffer | null = null;
    if (request.isMultipart()) {
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') certificate = await part.toBuffer();
          else fields[part.fieldname] = String(part.value ?? '');
        }
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new AppError('VALIDATION_FAILED', undefined, {
            certificate: ['The certificate may not be larger than 10 MB.'],
          });
        }
        throw error;
      }
    } else if (request.body && typeof request.body === 'object') {
      for (const [key, value] of Object.entries(request.body)) fields[key] = String(value ?? '');
    }
    const errors: Record<string, string[]> = {};
    const number = (fields.number ?? '').trim();
    if (!number) errors.number = ['The exemption number is required.'];
    else if (number.length > 100) errors.number = ['The exemption number is at most 100 characters.'];
    const expires = (fields.expires_on ?? '').trim();
    const expiresProblem = expires ? calendarDateProblem(expires) : null;
    if (expiresProblem) errors.expires_on = [expiresProblem];
    const note = (fields.note ?? '').trim();
    if (note.length > 500) errors.note = ['The note is at most 500 characters.'];
    if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
    return { number, expires_on: expires || null, note, certificate };
  }

  // An account holder's exemptions, and a floor buyer's without an account by their registration.
  const holders = [
    ['/api/admin/users/:id/tax-exemptions', (id: string): ExemptionHolder => ({ user_id: id })],
    [
      '/api/admin/registrations/:id/tax-exemptions',
      (id: string): ExemptionHolder => ({ registration_id: id }),
    ],
  ] as const;
  for (const [url, holderOf] of holders) {
    app.post(
      url,
      { schema: { tags, security, params, response: { 201: taxExemptionSchema } } },
      async (request, reply) => {
        const form = await readExemptionForm(request);
        const answer = await rates.addExemption(holderOf(request.params.id), form, signedIn(request).id);
        return reply.code(201).send(await exemptions.one(answer.id));
      },
    );

    app.get(
      url,
      {
        schema: {
          tags,
          security,
          params,
          response: { 200: z.object({ data: z.array(taxExemptionSchema) }) },
        },
      },
      async (request) => ({ data: await exemptions.listFor(holderOf(request.params.id)) }),
    );
  }

  app.get(
    '/api/admin/tax-exemptions/:id/certificate',
    { schema: { tags, security, params } },
    async (request, reply) => {
      const file = await exemptions.certificate(request.params.id);
      return reply
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type(file.type)
        .send(file.bytes);
    },
  );

  app.post(
    '/api/admin/tax-exemptions/:id/revoke',
    {
      schema: {
        tags,
        security,
        params,
        body: revokeExemptionBodySchema,
        response: { 200: taxExemptionSchema },
      },
    },
    (request) => exemptions.revoke(request.params.id, request.body.reason, signedIn(request).id),
  );
};
