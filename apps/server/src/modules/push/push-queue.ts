import { sql } from 'drizzle-orm';
import type { AlertKind, PushPayloadColumn } from '../../db/alerts-schema';
import { type Queryable, rowsOf } from '../../db/queries';

/** One alert for one bidder: pushed to each of their devices whose owner wants this kind. */
export interface PushAlert {
  userId: string;
  /** The fact it tells (`outbid:<lot>:<bidder>:<time>`); one push per device per key, ever. */
  dedupeKey: string;
  payload: PushPayloadColumn;
}

/**
 * Queues alerts inside the caller's transaction, so a push goes out exactly when what it tells
 * commits. Answers how many pushes were queued (devices times alerts, less those switched off or
 * already queued for the same fact). This is what other areas are handed by the root.
 */
export type QueuePushes = (tx: Queryable, kind: AlertKind, alerts: readonly PushAlert[]) => Promise<number>;

/** The preference column of each kind; a sale reminder was asked for by hand, so it always goes. */
const preferenceColumn: Record<AlertKind, string | null> = {
  outbid: 'outbid',
  closing_soon: 'closing_soon',
  won: 'won',
  live_starting: 'live_starting',
  invoice_issued: 'invoice_issued',
  saved_search: 'saved_search',
  sale_opening: null,
};

export function createPushQueue(deps: { clock: () => Date }): QueuePushes {
  return async (tx, kind, alerts) => {
    if (alerts.length === 0) return 0;
    const column = preferenceColumn[kind];
    const wanted = column ? sql`coalesce(p.${sql.raw(column)}, true)` : sql`true`;
    const rows = JSON.stringify(
      alerts.map((alert) => ({ user_id: alert.userId, dedupe_key: alert.dedupeKey, payload: alert.payload })),
    );
    const queued = await rowsOf<{ id: string }>(
      tx,
      sql`insert into push_outbox (subscription_id, kind, dedupe_key, payload, next_attempt_at)
      select s.id, ${kind}, a.dedupe_key, a.payload, ${deps.clock().toISOString()}::timestamptz
      from json_to_recordset(${rows}::json) as a(user_id uuid, dedupe_key text, payload jsonb)
      join push_subscriptions s on s.user_id = a.user_id
      left join alert_preferences p on p.user_id = a.user_id
      where ${wanted}
      on conflict (subscription_id, dedupe_key) do nothing
      returning id`,
    );
    return queued.length;
  };
}
