import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  profileUpdateSchema,
  userSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedIn } from '../../plugins/auth';
import type { UsersService } from './users.service';

const tags = ['users'];
const security = [{ bearer: [] }];

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.addHook('onRequest', requireUser);

  app.get('/api/users/profile', { schema: { tags, security, response: { 200: userSchema } } }, (request) =>
    users.profile(signedIn(request).id),
  );

  app.put(
    '/api/users/profile',
    { schema: { tags, security, body: profileUpdateSchema, response: { 200: userSchema } } },
    (request) =>
      users.updateProfile(
        signedIn(request).id,
        request.body,
        request.ip,
        request.headers['user-agent'] ?? null,
      ),
  );

  app.post(
    '/api/users/password',
    {
      schema: {
        tags,
        security,
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema },
      },
    },
    (request) =>
      users.changePassword(
        signedIn(request).id,
        request.body.current_password,
        request.body.password,
        request.ip,
      ),
  );
};
