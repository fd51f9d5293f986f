import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A stand-in for the parts of Stripe's API the house calls (create and retrieve a PaymentIntent,
 * create and list refunds, a customer and a SetupIntent, charge a saved card off session), so
 * tests drive the real SDK over HTTP. An idempotency key answers the same object again, as Stripe
 * does. Tests move intents on (`succeed`) and sign events themselves.
 */
export interface FakeStripe {
  url: string;
  webhookSecret: string;
  intents: Map<string, Record<string, unknown>>;
  refunds: Record<string, unknown>[];
  /** Requests by path, to check what the server asked for. */
  calls: { method: string; path: string; idempotencyKey: string | undefined; body: URLSearchParams }[];
  succeed(id: string, amountReceived?: number): Record<string, unknown>;
  setupIntents: Map<string, Record<string, unknown>>;
  /**
   * The bidder confirms a SetupIntent in the browser with a test card: `pm_card_visa` saves a
   * Visa ending 4242 that charges; `pm_card_chargeDeclined` one whose charges the bank declines;
   * `pm_card_authenticationRequired` one whose bank asks for 3-D Secure on every charge. Answers
   * the SetupIntent as a `setup_intent.succeeded` event would carry it.
   */
  confirmSetup(id: string, testCard: string): Record<string, unknown>;
  /** A signed event, ready to post to the webhook: its body and its `Stripe-Signature`. */
  event(
    type: string,
    object: Record<string, unknown>,
    options?: { id?: string; created?: number; secret?: string },
  ): { payload: string; signature: string; id: string };
  close(): Promise<void>;
}

const sdk = new Stripe('sk_test_fake');

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Record<string, unknown>>();
  const refunds: Record<string, unknown>[] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  const calls: FakeStripe['calls'] = [];
  const setupIntents = new Map<string, Record<string, unknown>>();
  /** Saved payment methods: their card and how their charges go. */
  const methods = new Map<string, { card: Record<string, unknown>; testCard: string }>();
  const testCards: Record<string, Record<string, unknown>> = {
    pm_card_visa: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
    pm_card_chargeDeclined: { brand: 'visa', last4: '0341', exp_month: 11, exp_year: 2033 },
    pm_card_authenticationRequired: { brand: 'visa', last4: '3184', exp_month: 10, exp_year: 2032 },
  };
  const cardError = (message: string, code: string, intent: Record<string, unknown>) => ({
    status: 402,
    body: { error: { type: 'card_error', code, decline_code: code, message, payment_intent: intent } },
  });
  function withMethod(setup: Record<string, unknown>, expand: boolean) {
    const methodId = setup.payment_method as string | null;
    const method = methodId ? methods.get(methodId) : undefined;
    if (!expand || !methodId || !method) return setup;
    return {
      ...setup,
      payment_method: { id: methodId, object: 'payment_method', type: 'card', card: method.card },
    };
  }

  function handle(
    method: string,
    path: string,
    body: URLSearchParams,
    query: URLSearchParams,
  ): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/customers') {
      return { status: 200, body: { id: id('cus'), object: 'customer', email: body.get('email') } };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const setupId = id('seti');
      const setup = {
        id: setupId,
        object: 'setup_intent',
        status: 'requires_payment_method',
        customer: body.get('customer'),
        usage: body.get('usage'),
        client_secret: `${setupId}_secret_${randomBytes(6).toString('hex')}`,
        payment_method: null,
        metadata: { user_id: body.get('metadata[user_id]'), auction_id: body.get('metadata[auction_id]') },
      };
      setupIntents.set(setupId, setup);
      return { status: 200, body: setup };
    }
    const setupRead = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && setupRead) {
      const setup = setupIntents.get(setupRead[1] ?? '');
      return setup
        ? {
            status: 200,
            body: withMethod(
              setup,
              [...query.entries()].some(
                ([name, value]) => name.startsWith('expand') && value === 'payment_method',
              ),
            ),
          }
        : { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such setupintent' } } };
    }
    if (method === 'POST' && path === '/v1/payment_intents' && body.get('off_session') === 'true') {
      const amount = Number(body.get('amount'));
      const saved = methods.get(body.get('payment_method') ?? '');
      const intentId = id('pi');
      const intent: Record<string, unknown> = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: body.get('currency'),
        customer: body.get('customer'),
        payment_method: body.get('payment_method'),
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(6).toString('hex')}`,
        metadata: {
          invoice_id: body.get('metadata[invoice_id]'),
          invoice_number: body.get('metadata[invoice_number]'),
          card_on_file: body.get('metadata[card_on_file]'),
        },
        latest_charge: null,
        created: Math.floor(Date.now() / 1000),
      };
      intents.set(intentId, intent);
      if (!saved) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } },
        };
      }
      if (saved.testCard === 'pm_card_chargeDeclined') {
        return cardError('Your card was declined.', 'card_declined', intent);
      }
      if (saved.testCard === 'pm_card_authenticationRequired') {
        return cardError(
          'Your card was declined. This transaction requires authentication.',
          'authentication_required',
          intent,
        );
      }
      intent.status = 'succeeded';
      intent.amount_received = amount;
      intent.latest_charge = id('ch');
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(body.get('amount'));
      if (!Number.isInteger(amount) || amount < 50) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'Amount too small' } },
        };
      }
      const intentId = id('pi');
      const intent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: body.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(6).toString('hex')}`,
        metadata: Object.fromEntries(
          [...body.entries()]
            .filter(([name]) => name.startsWith('metadata['))
            .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
        ),
        latest_charge: null,
        created: Math.floor(Date.now() / 1000),
      };
      intents.set(intentId, intent);
      return { status: 200, body: intent };
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[1] ?? '');
      return intent
        ? { status: 200, body: intent }
        : {
            status: 404,
            body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } },
          };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(body.get('payment_intent') ?? '');
      if (intent?.status !== 'succeeded') {
        return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Not refundable' } } };
      }
      const refund = {
        id: id('re'),
        object: 'refund',
        amount: Number(body.get('amount') ?? intent.amount_received),
        payment_intent: intent.id,
        charge: intent.latest_charge,
        status: 'succeeded',
        created: Math.floor(Date.now() / 1000),
        metadata: Object.fromEntries(
          [...body.entries()]
            .filter(([name]) => name.startsWith('metadata['))
            .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
        ),
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const intentId = query.get('payment_intent');
      const listed = refunds.filter((refund) => !intentId || refund.payment_intent === intentId);
      return { status: 200, body: { object: 'list', url: '/v1/refunds', has_more: false, data: listed } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `No route ${path}` } } };
  }

  const server: Server = createServer(async (request, response) => {
    const text = await readBody(request);
    const body = new URLSearchParams(text);
    const [path = '/', search = ''] = (request.url ?? '/').split('?');
    const query = new URLSearchParams(search);
    const method = request.method ?? 'GET';
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    calls.push({ method, path, idempotencyKey, body });
    const remembered = idempotencyKey ? answered.get(`${path} ${idempotencyKey}`) : undefined;
    const answer = remembered ?? handle(method, path, body, query);
    if (idempotencyKey && !remembered) answered.set(`${path} ${idempotencyKey}`, answer);
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req') });
    response.end(JSON.stringify(answer.body));
  });
  // Stripe keeps idle connections open for long; Node's 5 s default would close one just as the
  // SDK reuses it on a busy machine, and the SDK would wait out its timeout before retrying.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const webhookSecret = `whsec_${randomBytes(12).toString('hex')}`;

  return {
    url: `http://127.0.0.1:${port}`,
    webhookSecret,
    intents,
    refunds,
    calls,
    setupIntents,
    confirmSetup(setupId, testCard) {
      const setup = setupIntents.get(setupId);
      const card = testCards[testCard];
      if (!setup || !card) throw new Error(`no setup intent ${setupId} or test card ${testCard}`);
      const methodId = id('pm');
      methods.set(methodId, { card, testCard });
      setup.status = 'succeeded';
      setup.payment_method = methodId;
      return { ...setup };
    },
    succeed(intentId, amountReceived) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = 'succeeded';
      intent.amount_received = amountReceived ?? intent.amount;
      intent.latest_charge = intent.latest_charge ?? id('ch');
      return { ...intent };
    },
    event(type, object, options = {}) {
      const eventId = options.id ?? id('evt');
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        type,
        created: options.created ?? Math.floor(Date.now() / 1000),
        data: { object },
        livemode: false,
        api_version: '2025-01-01',
      });
      const signature = sdk.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? webhookSecret,
      });
      return { payload, signature, id: eventId };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
