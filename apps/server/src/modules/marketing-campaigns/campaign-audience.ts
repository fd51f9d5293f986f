import type { CampaignAudience } from '@auction/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { oneOf, type Queryable } from '../../db/queries';

/**
 * Who may get marketing mail at all, checked when the audience is counted, again when it is frozen
 * and once more right before each mail is queued: the person consents now, proved their address,
 * and is neither disabled nor erased.
 */
export const mayReceiveMarketing = (u: SQL) =>
  sql`${u}.marketing_consent = true and ${u}.email_verified_at is not null
    and ${u}.disabled_at is null and ${u}.erased_at is null`;

/** Invoices that record a purchase (issued, part paid or paid; never a draft or a void). */
const bought = sql`i.status in ('issued', 'partially_paid', 'paid')`;

/**
 * The interest that picks people. There is no "follow a category" in the catalogue, so a person's
 * categories are those of the lots they bid on, watched or bought, and of buy-now items they bought.
 */
function interest(audience: CampaignAudience): SQL {
  switch (audience.kind) {
    case 'all_opted_in':
      return sql`true`;
    case 'categories': {
      const ids = sql`(select jsonb_array_elements_text(${JSON.stringify(audience.category_ids)}::jsonb)::uuid)`;
      return sql`(
        exists (select 1 from bids b join lots l on l.id = b.lot_id
          where b.bidder_id = u.id and l.category_id in ${ids})
        or exists (select 1 from watchlist w join lots l on l.id = w.lot_id
          where w.user_id = u.id and l.category_id in ${ids})
        or exists (select 1 from invoices i join invoice_lines il on il.invoice_id = i.id
          left join lots l on l.id = il.lot_id
          left join inventory_items it on it.id = il.inventory_item_id
          where i.buyer_user_id = u.id and ${bought}
            and coalesce(l.category_id, it.category_id) in ${ids}))`;
    }
    case 'watchlist':
      return audience.auction_id
        ? sql`exists (select 1 from watchlist w join lots l on l.id = w.lot_id
            where w.user_id = u.id and l.auction_id = ${audience.auction_id})`
        : sql`exists (select 1 from watchlist w where w.user_id = u.id)`;
    case 'past_buyers':
      return audience.since
        ? sql`exists (select 1 from invoices i where i.buyer_user_id = u.id and ${bought}
            and i.sale_date >= ${audience.since}::date)`
        : sql`exists (select 1 from invoices i where i.buyer_user_id = u.id and ${bought})`;
  }
}

/** `select id, email from users u where ...`: the audience as it stands now. */
export function audienceQuery(audience: CampaignAudience): SQL {
  return sql`select u.id, u.email from users u
    where ${mayReceiveMarketing(sql`u`)} and ${interest(audience)}`;
}

export async function audienceCount(db: Queryable, audience: CampaignAudience): Promise<number> {
  const row = await oneOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from (${audienceQuery(audience)}) a`,
  );
  return row?.count ?? 0;
}
