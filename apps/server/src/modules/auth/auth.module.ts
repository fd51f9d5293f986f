import type { FastifyBaseLogger } from 'fastify';
import { defineModule, routeGroup } from '../../platform/module';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import type { LoginFailureStore } from './login-failures';
import { createLoginThrottle } from './login-throttle';

type AuthNeeds = Omit<Parameters<typeof createAuthService>[0], 'throttle'> & {
  /** Failed sign-ins: across instances with Redis, else this process's own. */
  loginFailures: LoginFailureStore;
  log: FastifyBaseLogger;
};

/** Sign-up, sign-in, sign-out, e-mail verification and password resets. */
export const authModule = defineModule({
  name: 'auth',
  build: ({ loginFailures, log, ...needs }: AuthNeeds) => {
    const throttle = createLoginThrottle({
      failures: loginFailures,
      clock: needs.clock,
      onError: (error) => log.warn({ err: error }, 'the store of failed sign-ins failed'),
    });
    return { routes: [routeGroup(authRoutes, { auth: createAuthService({ ...needs, throttle }) })] };
  },
});
