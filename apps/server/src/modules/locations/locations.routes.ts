import {
  adminAreaRoles,
  assignItemsAnswerSchema,
  assignItemsBodySchema,
  createLocationBodySchema,
  inventoryItemSummarySchema,
  locationListQuerySchema,
  locationMovePageSchema,
  locationPageSchema,
  locationPickListQuerySchema,
  locationPickListRowSchema,
  locationRangeAnswerSchema,
  locationRangeBodySchema,
  locationSchema,
  pageOf,
  pageQuerySchema,
  scanAnswerSchema,
  updateLocationBodySchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { requireRoles, signedIn } from '../../plugins/auth';
import { itemsAt, locationById, locationPage, movesOf } from './location-queries';
import type { Actor, LocationsService } from './locations.service';
import { locationPickList } from './pick-list';
import { pickListPdf } from './pick-list-pdf';
import { resolveScan } from './scan';

const tags = ['locations'];
const security = [{ bearer: [] }];
const params = z.object({ id: uuidSchema });

function actorOf(request: FastifyRequest): Actor {
  return { id: signedIn(request).id, ip: request.ip };
}

interface LocationsDeps {
  db: Database;
  locations: LocationsService;
  media: { url(key: string): string };
}

/** Warehouse locations, putting items on them, their move history, the scan box and the pick list. */
export const locationsRoutes: FastifyPluginAsyncZod<LocationsDeps> = async (app, deps) => {
  const { db, locations, media } = deps;
  app.addHook('onRequest', requireRoles(adminAreaRoles));
  const found = async <T>(value: Promise<T | null>): Promise<T> => {
    const result = await value;
    if (!result) throw new AppError('NOT_FOUND', 'This location does not exist.');
    return result;
  };

  app.get(
    '/api/admin/locations',
    {
      schema: { tags, security, querystring: locationListQuerySchema, response: { 200: locationPageSchema } },
    },
    (request) => locationPage(db, request.query),
  );

  app.post(
    '/api/admin/locations',
    { schema: { tags, security, body: createLocationBodySchema, response: { 201: locationSchema } } },
    async (request, reply) => reply.code(201).send(await locations.create(request.body, actorOf(request))),
  );

  app.post(
    '/api/admin/locations/range',
    {
      schema: {
        tags,
        security,
        body: locationRangeBodySchema,
        response: { 200: locationRangeAnswerSchema },
      },
    },
    (request) => locations.createRange(request.body, actorOf(request)),
  );

  app.get(
    '/api/admin/locations/:id',
    { schema: { tags, security, params, response: { 200: locationSchema } } },
    (request) => found(locationById(db, request.params.id)),
  );

  app.patch(
    '/api/admin/locations/:id',
    { schema: { tags, security, params, body: updateLocationBodySchema, response: { 200: locationSchema } } },
    (request) => locations.update(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/admin/locations/:id/archive',
    { schema: { tags, security, params, response: { 200: locationSchema } } },
    (request) => locations.archive(request.params.id, actorOf(request)),
  );

  app.post(
    '/api/admin/locations/:id/restore',
    { schema: { tags, security, params, response: { 200: locationSchema } } },
    (request) => locations.restore(request.params.id, actorOf(request)),
  );

  app.get(
    '/api/admin/locations/:id/items',
    {
      schema: {
        tags,
        security,
        params,
        querystring: pageQuerySchema,
        response: { 200: pageOf(inventoryItemSummarySchema) },
      },
    },
    async (request) => {
      await found(locationById(db, request.params.id));
      return itemsAt(db, request.params.id, request.query, (key) => media.url(key));
    },
  );

  app.post(
    '/api/admin/locations/:id/items',
    {
      schema: {
        tags,
        security,
        params,
        body: assignItemsBodySchema,
        response: { 200: assignItemsAnswerSchema },
      },
    },
    (request) => locations.assign(request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/api/admin/locations/:id/moves',
    {
      schema: {
        tags,
        security,
        params,
        querystring: pageQuerySchema,
        response: { 200: locationMovePageSchema },
      },
    },
    async (request) => {
      await found(locationById(db, request.params.id));
      return movesOf(db, { locationId: request.params.id }, request.query);
    },
  );

  app.put(
    '/api/admin/inventory/:id/location',
    {
      schema: {
        tags,
        security,
        params,
        body: z.object({ location_id: uuidSchema.nullable() }),
        response: { 200: assignItemsAnswerSchema },
      },
    },
    (request) => locations.place(request.params.id, request.body.location_id, actorOf(request)),
  );

  app.get(
    '/api/admin/inventory/:id/moves',
    {
      schema: {
        tags,
        security,
        params,
        querystring: pageQuerySchema,
        response: { 200: locationMovePageSchema },
      },
    },
    (request) => movesOf(db, { itemId: request.params.id }, request.query),
  );

  app.get(
    '/api/admin/scan/:code',
    {
      schema: {
        tags,
        security,
        params: z.object({
          code: z.string().trim().min(1).max(100, 'A scanned code is at most 100 characters.'),
        }),
        response: { 200: scanAnswerSchema },
      },
    },
    (request) => resolveScan(db, request.params.code),
  );

  app.get(
    '/api/admin/location-pick-list',
    {
      schema: {
        tags,
        security,
        querystring: locationPickListQuerySchema,
        response: { 200: z.object({ data: z.array(locationPickListRowSchema) }) },
      },
    },
    async (request) => ({ data: await locationPickList(db, request.query) }),
  );

  app.get(
    '/api/admin/location-pick-list.pdf',
    { schema: { tags, security, querystring: locationPickListQuerySchema } },
    async (request, reply) => {
      const rows = await locationPickList(db, request.query);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="pick-list.pdf"')
        .send(await pickListPdf(rows));
    },
  );
};
