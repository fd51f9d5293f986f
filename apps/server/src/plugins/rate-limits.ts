import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../errors';

export interface LimitRule {
  max: number;
  windowMs: number;
}
export type LimitedAction =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resendVerification'
  | 'contact'
  | 'unsubscribe';
/** Sign-in is limited per address only: per account it is slowed by failures (decision 0016). */
type AccountLimitedAction = Exclude<LimitedAction, 'login' | 'unsubscribe'>;
export type RateLimitTable = { login: { ip: LimitRule }; unsubscribe: { ip: LimitRule } } & Record<
  AccountLimitedAction,
  { ip: LimitRule; account: LimitRule }
>;

const minutes = (n: number) => n * 60_000;

/**
 * Per IP (one address trying many accounts) and per account (many addresses trying one). Generous
 * enough for a household behind one address and for the test suites, tight enough for guessing.
 */
export const defaultRateLimits: RateLimitTable = {
  login: { ip: { max: 100, windowMs: minutes(15) } },
  register: { ip: { max: 60, windowMs: minutes(60) }, account: { max: 5, windowMs: minutes(60) } },
  forgotPassword: { ip: { max: 30, windowMs: minutes(15) }, account: { max: 5, windowMs: minutes(15) } },
  resendVerification: { ip: { max: 30, windowMs: minutes(15) }, account: { max: 5, windowMs: minutes(15) } },
  contact: { ip: { max: 10, windowMs: minutes(15) }, account: { max: 5, windowMs: minutes(15) } },
  /** Public and unsigned-in (a mail program's one-click POST); the token is the authorization. */
  unsubscribe: { ip: { max: 60, windowMs: minutes(15) } },
};

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
type AccountKey = (request: FastifyRequest) => string | null;

declare module 'fastify' {
  interface FastifyInstance {
    /** Hooks for a route: `onRequest` counts per IP, `preHandler` (after validation) per account. */
    limitsFor(action: AccountLimitedAction, accountKey: AccountKey): { onRequest: Hook; preHandler: Hook };
    /** The `onRequest` hook counting per IP alone. */
    ipLimitFor(action: LimitedAction): Hook;
  }
}

function minutesText(seconds: number): string {
  const mins = Math.max(1, Math.ceil(seconds / 60));
  return mins === 1 ? '1 minute' : `${mins} minutes`;
}

export const rateLimitsPlugin = fp(
  async (
    app: FastifyInstance,
    options: { redis: Redis | null; namespace: string; table: RateLimitTable },
  ) => {
    await app.register(rateLimit, {
      global: false,
      // A Redis outage must not lock everyone out of signing in.
      skipOnError: true,
      nameSpace: options.namespace,
      ...(options.redis ? { redis: options.redis } : {}),
    });

    function limiter(rule: LimitRule, action: LimitedAction, scope: 'ip' | 'account', key: AccountKey): Hook {
      const check = app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => `${action}:${scope}:${key(request) ?? ''}`,
      });
      return async (request, reply) => {
        if (key(request) === null) return;
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) return;
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError(
          'RATE_LIMITED',
          `Too many attempts. Please wait ${minutesText(result.ttlInSeconds)} and try again.`,
        );
      };
    }

    const byIp = (request: FastifyRequest) => request.ip;
    app.decorate('limitsFor', (action: AccountLimitedAction, accountKey: AccountKey) => ({
      onRequest: limiter(options.table[action].ip, action, 'ip', byIp),
      preHandler: limiter(options.table[action].account, action, 'account', accountKey),
    }));
    app.decorate('ipLimitFor', (action: LimitedAction) =>
      limiter(options.table[action].ip, action, 'ip', byIp),
    );
  },
);

/** The account key of routes whose body carries an e-mail (already lower-cased by the contracts). */
export function bodyEmail(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : null;
}
