import type { AlertPreferences, PushSubscriptionBody } from '@auction/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/queries';
import { alertPreferences, type PushPayloadColumn, pushOutbox, pushSubscriptions } from '../../db/schema';

/** A push claimed for sending, with the device it goes to. */
export interface ClaimedPush {
  id: string;
  subscription_id: string;
  kind: string;
  payload: PushPayloadColumn;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const allOn: AlertPreferences = {
  outbid: true,
  closing_soon: true,
  won: true,
  live_starting: true,
  invoice_issued: true,
  saved_search: true,
};

export function createPushRepository(db: Database) {
  return {
    /**
     * Stores a device for the bidder. A device already known (same endpoint) is taken over with its
     * new keys, by whoever subscribed on it last, and what was still queued for it is dropped, so
     * one person's alerts never reach the next person on a shared computer.
     */
    async subscribe(userId: string, body: PushSubscriptionBody, now: Date) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ id: pushSubscriptions.id, user_id: pushSubscriptions.user_id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, body.endpoint))
          .for('update');
        const values = {
          user_id: userId,
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          device_label: body.device_label,
        };
        const [row] = await tx
          .insert(pushSubscriptions)
          .values({ ...values, created_at: now })
          .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
          .returning();
        if (!row) throw new Error('Storing a push subscription returned no row');
        if (before && before.user_id !== userId) {
          await tx
            .delete(pushOutbox)
            .where(and(eq(pushOutbox.subscription_id, row.id), eq(pushOutbox.status, 'queued')));
        }
        return { row, created: !before };
      });
    },

    async devicesOf(userId: string) {
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.user_id, userId))
        .orderBy(desc(pushSubscriptions.created_at));
    },

    /** Removes one of the bidder's devices; false when it is not theirs (or not there). */
    async remove(userId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.user_id, userId)))
        .returning({ id: pushSubscriptions.id });
      return gone.length > 0;
    },

    async preferencesOf(userId: string): Promise<AlertPreferences> {
      const [row] = await db.select().from(alertPreferences).where(eq(alertPreferences.user_id, userId));
      if (!row) return allOn;
      const { user_id: _user, updated_at: _updated, ...kinds } = row;
      return kinds;
    },

    async updatePreferences(userId: string, changes: Partial<AlertPreferences>, now: Date) {
      await db
        .insert(alertPreferences)
        .values({ ...allOn, ...changes, user_id: userId, updated_at: now })
        .onConflictDoUpdate({ target: alertPreferences.user_id, set: { ...changes, updated_at: now } });
    },

    /**
     * Claims up to `limit` due pushes for `holdMs`, with their devices, in one statement; rows
     * another sender holds are skipped, so two instances never send one push twice.
     */
    async claimDue(now: Date, limit: number, holdMs: number): Promise<ClaimedPush[]> {
      const at = now.toISOString();
      const until = new Date(now.getTime() + holdMs).toISOString();
      return rowsOf<ClaimedPush>(
        db,
        // The due rows are picked once, in a CTE: as a subquery of the update, Postgres may run
        // `limit ... skip locked` again per row and claim far more than the limit.
        sql`with due as (
            select id from push_outbox
            where status = 'queued' and next_attempt_at <= ${at}::timestamptz
              and (claimed_until is null or claimed_until <= ${at}::timestamptz)
            order by next_attempt_at limit ${limit}
            for update skip locked)
        update push_outbox o set claimed_until = ${until}::timestamptz, attempts = o.attempts + 1
        from due, push_subscriptions s
        where o.id = due.id and s.id = o.subscription_id
        returning o.id, o.subscription_id, o.kind, o.payload, o.attempts, s.endpoint, s.p256dh, s.auth`,
      );
    },

    async markSent(push: ClaimedPush, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(pushOutbox)
          .set({ status: 'sent', sent_at: now, claimed_until: null, last_error: null })
          .where(eq(pushOutbox.id, push.id));
        await tx
          .update(pushSubscriptions)
          .set({ last_sent_at: now })
          .where(eq(pushSubscriptions.id, push.subscription_id));
      });
    },

    /** A failed attempt: tried again at `retryAt`, or failed for good when there is none. */
    async markFailed(push: ClaimedPush, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(pushOutbox)
        .set(
          retryAt
            ? { last_error: error, claimed_until: null, next_attempt_at: retryAt }
            : { status: 'failed', last_error: error, claimed_until: null },
        )
        .where(eq(pushOutbox.id, push.id));
    },

    /**
     * The push service says the device is gone (404, 410): the subscription is deleted, and with
     * it (by cascade) every push still queued for it.
     */
    async dropDevice(push: ClaimedPush): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, push.subscription_id));
    },
  };
}
export type PushRepository = ReturnType<typeof createPushRepository>;
