import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Clock } from '../../clock';
import type { ClaimedPush, PushRepository } from './push.repository';
import type { VapidKeys } from './vapid-keys';

export const maxPushAttempts = 5;
const retryBaseMs = 30_000;
const holdMs = 60_000;
const pushesPerPass = 100;
const requestTimeoutMs = 10_000;

/** How long a push service keeps an alert for a device that is off: a closing-soon one is stale soon. */
const ttlSecondsOf: Record<string, number> = { closing_soon: 30 * 60, outbid: 6 * 3600 };
const defaultTtlSeconds = 24 * 3600;

export type PushOutcome = 'sent' | 'gone' | 'retry' | 'failed';

/**
 * Sends queued pushes. web-push encrypts the payload (aes128gcm) and signs the VAPID header; the
 * request itself goes through `fetch`, so a test's local endpoint on plain http works too (which
 * endpoints are accepted is the subscribe route's business). A 404 or 410 drops the device; any
 * other failure is tried again with a growing delay, and after `maxPushAttempts` it is failed.
 */
export function createPushSender(deps: {
  pushes: PushRepository;
  keys: () => Promise<VapidKeys>;
  /** `mailto:` of the house (its contact e-mail), which push services may write to. */
  subject: () => Promise<string>;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  async function sendOne(push: ClaimedPush, vapid: VapidKeys, subject: string): Promise<PushOutcome> {
    let failure: string;
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
        JSON.stringify(push.payload),
        {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          contentEncoding: 'aes128gcm',
          TTL: ttlSecondsOf[push.kind] ?? defaultTtlSeconds,
          urgency: 'high',
        },
      );
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) {
        await deps.pushes.markSent(push, deps.clock());
        return 'sent';
      }
      if (response.status === 404 || response.status === 410) {
        await deps.pushes.dropDevice(push);
        deps.log.info({ subscriptionId: push.subscription_id }, 'a push device is gone; dropped');
        return 'gone';
      }
      failure = `The push service answered ${response.status}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const retryAt =
      push.attempts < maxPushAttempts
        ? new Date(deps.clock().getTime() + retryBaseMs * 2 ** (push.attempts - 1))
        : null;
    await deps.pushes.markFailed(push, failure, retryAt);
    deps.log.warn(
      { pushId: push.id, attempt: push.attempts, error: failure },
      retryAt ? 'sending a push failed; trying again later' : 'sending a push failed for good',
    );
    return retryAt ? 'retry' : 'failed';
  }

  return {
    /** One pass over the pushes due now; answers what became of each. */
    async sendDue(): Promise<PushOutcome[]> {
      const due = await deps.pushes.claimDue(deps.clock(), pushesPerPass, holdMs);
      if (due.length === 0) return [];
      const [vapid, subject] = await Promise.all([deps.keys(), deps.subject()]);
      return Promise.all(due.map((push) => sendOne(push, vapid, subject)));
    },
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
