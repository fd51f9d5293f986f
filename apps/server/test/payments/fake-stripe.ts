import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A stand-in for the parts of Stripe's API the house calls (create and retrieve a PaymentIntent,
 * create a refund), so tests drive the real SDK over HTTP. An idempotency key answers the same
 * object again, as Stripe does. Tests move intents on (`succeed`) and sign events themselves.
 */
export interface FakeStripe {
  url: string;
  webhookSecret: string;
  intents: Map<string, Record<string, unknown>>;
  refunds: Record<string, unknown>[];
  /** Requests by path, to check what the server asked for. */
  calls: { method: string; path: string; idempotencyKey: string | undefined; body: URLSearchParams }[];
  succeed(id: string, amountReceived?: number): Record<string, unknown>;
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

  function handle(method: string, path: string, body: URLSearchParams): { status: number; body: unknown } {
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
        metadata: {
          invoice_id: body.get('metadata[invoice_id]'),
          invoice_number: body.get('metadata[invoice_number]'),
        },
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
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `No route ${path}` } } };
  }

  const server: Server = createServer(async (request, response) => {
    const text = await readBody(request);
    const body = new URLSearchParams(text);
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const method = request.method ?? 'GET';
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    calls.push({ method, path, idempotencyKey, body });
    const remembered = idempotencyKey ? answered.get(`${path} ${idempotencyKey}`) : undefined;
    const answer = remembered ?? handle(method, path, body);
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
