import {
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
  verifyEmailBodySchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireGuest, requireUser, signedIn } from '../../plugins/auth';
import { bodyEmail } from '../../plugins/rate-limits';
import type { AuthService } from './auth.service';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  // Per account, the auth service slows failed guesses (decision 0016); here only per address.
  app.post(
    '/api/auth/login',
    {
      schema: { tags, body: loginBodySchema, response: { 200: loginResponseSchema } },
      onRequest: app.ipLimitFor('login'),
    },
    (request) => auth.login(request.body.email, request.body.password, request.ip),
  );

  const registerLimits = app.limitsFor('register', bodyEmail);
  app.post(
    '/api/auth/register',
    {
      schema: { tags, body: registerBodySchema, response: { 201: registerResponseSchema } },
      onRequest: [requireGuest, registerLimits.onRequest],
      preHandler: registerLimits.preHandler,
    },
    async (request, reply) => {
      const answer = await auth.register(request.body, request.ip, request.headers['user-agent'] ?? null);
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, response: { 200: messageResponseSchema } }, onRequest: requireUser },
    async (request) => ({ message: await auth.logout(signedIn(request)) }),
  );

  const forgotLimits = app.limitsFor('forgotPassword', bodyEmail);
  app.post(
    '/api/auth/forgot-password',
    {
      schema: { tags, body: forgotPasswordBodySchema, response: { 200: messageResponseSchema } },
      onRequest: forgotLimits.onRequest,
      preHandler: forgotLimits.preHandler,
    },
    async (request) => ({ message: await auth.forgotPassword(request.body.email) }),
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { tags, body: resetPasswordBodySchema, response: { 200: messageResponseSchema } } },
    async (request) => ({
      message: await auth.resetPassword(request.body.token, request.body.password, request.ip),
    }),
  );

  app.post(
    '/api/auth/verify-email',
    { schema: { tags, body: verifyEmailBodySchema, response: { 200: messageResponseSchema } } },
    async (request) => ({ message: await auth.verifyEmail(request.body.token, request.ip) }),
  );

  const resendLimits = app.limitsFor(
    'resendVerification',
    (request) => request.user?.id ?? bodyEmail(request),
  );
  app.post(
    '/api/auth/resend-verification',
    {
      schema: {
        tags,
        body: resendVerificationBodySchema.default({}),
        response: { 200: messageResponseSchema },
      },
      onRequest: resendLimits.onRequest,
      preHandler: resendLimits.preHandler,
    },
    async (request) => ({ message: await auth.resendVerification(request.user, request.body.email) }),
  );
};
