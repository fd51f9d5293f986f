import {
  alertPreferencesBodySchema,
  alertPreferencesSchema,
  messageResponseSchema,
  type PushDevice,
  pushDeviceListSchema,
  pushDeviceParamsSchema,
  pushDeviceSchema,
  pushPublicKeySchema,
  pushSubscriptionBodySchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { PushSubscriptionRow } from '../../db/schema';
import { AppError } from '../../errors';
import { requireUser, signedIn } from '../../plugins/auth';
import type { PushRepository } from './push.repository';
import type { VapidKeys } from './vapid-keys';

const tags = ['alerts'];
const security = [{ bearer: [] }];
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

function deviceOf(row: PushSubscriptionRow): PushDevice {
  return {
    id: row.id,
    device_label: row.device_label,
    endpoint: row.endpoint,
    created_at: row.created_at.toISOString(),
    last_sent_at: row.last_sent_at?.toISOString() ?? null,
  };
}

/** Push services are on https; plain http only to this machine, and only where the house allows it. */
function checkEndpoint(endpoint: string, allowLocalEndpoints: boolean): void {
  const url = new URL(endpoint);
  if (url.protocol === 'https:') return;
  if (allowLocalEndpoints && loopbackHosts.has(url.hostname)) return;
  throw new AppError('VALIDATION_FAILED', undefined, { endpoint: ['A push address must use https.'] });
}

/** A bidder's devices that receive alerts, and the kinds of alert they want. */
export const pushRoutes: FastifyPluginAsyncZod<{
  pushes: PushRepository;
  keys: () => Promise<VapidKeys>;
  clock: Clock;
  allowLocalEndpoints: boolean;
}> = async (app, { pushes, keys, clock, allowLocalEndpoints }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/push/public-key',
    { schema: { tags, security, response: { 200: pushPublicKeySchema } } },
    async () => ({ public_key: (await keys()).publicKey }),
  );

  app.get(
    '/api/users/me/push-subscriptions',
    { schema: { tags, security, response: { 200: pushDeviceListSchema } } },
    async (request) => ({ data: (await pushes.devicesOf(signedIn(request).id)).map(deviceOf) }),
  );

  app.post(
    '/api/users/me/push-subscriptions',
    {
      schema: {
        tags,
        security,
        body: pushSubscriptionBodySchema,
        response: { 200: pushDeviceSchema, 201: pushDeviceSchema },
      },
    },
    async (request, reply) => {
      checkEndpoint(request.body.endpoint, allowLocalEndpoints);
      const { row, created } = await pushes.subscribe(signedIn(request).id, request.body, clock());
      return reply.code(created ? 201 : 200).send(deviceOf(row));
    },
  );

  app.delete(
    '/api/users/me/push-subscriptions/:id',
    { schema: { tags, security, params: pushDeviceParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      if (!(await pushes.remove(signedIn(request).id, request.params.id))) {
        throw new AppError('NOT_FOUND', 'This device does not receive your alerts.');
      }
      return { message: 'This device no longer receives your alerts.' };
    },
  );

  app.get(
    '/api/users/me/alert-preferences',
    { schema: { tags, security, response: { 200: alertPreferencesSchema } } },
    async (request) => pushes.preferencesOf(signedIn(request).id),
  );

  app.put(
    '/api/users/me/alert-preferences',
    {
      schema: { tags, security, body: alertPreferencesBodySchema, response: { 200: alertPreferencesSchema } },
    },
    async (request) => {
      const userId = signedIn(request).id;
      await pushes.updatePreferences(userId, request.body, clock());
      return pushes.preferencesOf(userId);
    },
  );
};
