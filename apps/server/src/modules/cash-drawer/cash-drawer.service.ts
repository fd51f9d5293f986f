import type {
  DrawerCount,
  DrawerCountBody,
  DrawerCountPage,
  DrawerDay,
  DrawerFiguresJson,
  PageQuery,
} from '@auction/contracts';
import {
  calendarDateIn,
  type DrawerFigures,
  drawerMethodOf,
  drawerNeedsNote,
  drawerOverShort,
  expectedInDrawer,
} from '@auction/domain';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/database';
import type { Queryable } from '../../db/queries';
import { AppError } from '../../errors';
import { recordAudit } from '../../platform/audit.repository';
import type { SettingsService } from '../settings/settings.service';
import type { CashDrawerRepository, DrawerCountRecord } from './cash-drawer.repository';

export interface DrawerActor {
  id: string;
  ip?: string | null;
}

type Tx = Transaction;

const json = (figures: DrawerFigures): DrawerFiguresJson => ({
  cash_cents: figures.cash,
  cheque_cents: figures.cheque,
  card_cents: figures.card,
});

/** A stored count as staff read it; the per-compartment over or short from the domain, as it was saved. */
export function drawerCountJson(record: DrawerCountRecord): DrawerCount {
  const counted = {
    cash: record.counted_cash_cents,
    cheque: record.counted_cheque_cents,
    card: record.counted_card_cents,
  };
  const expected = {
    cash: record.expected_cash_cents,
    cheque: record.expected_cheque_cents,
    card: record.expected_card_cents,
  };
  const overShort = drawerOverShort({ floatCents: record.float_cents, counted, expected });
  return {
    id: record.id,
    day: record.day,
    float_cents: record.float_cents,
    counted: json(counted),
    expected: json(expected),
    over_short: { ...json(overShort.byMethod), total_cents: record.over_short_cents },
    note: record.note,
    counted_by: { id: record.counted_by, name: record.counted_by_name },
    counted_at: record.created_at,
  };
}

/**
 * The day-end drawer (decision 0060): what a day's counter payments say the drawer holds, less
 * cash paid out of it to consignors; a count against it, over or short with a note; and the days
 * counted. Counts are append-only: a recount is a new row and the latest stands.
 */
export function createCashDrawerService(deps: {
  db: Database;
  settings: SettingsService;
  clock: Clock;
  cashDrawer: CashDrawerRepository;
}) {
  const { db, cashDrawer } = deps;

  /** The house's day, its time zone read through the caller's transaction when there is one. */
  async function today(tx?: Tx): Promise<string> {
    return calendarDateIn(deps.clock(), (await deps.settings.get(tx)).time_zone);
  }

  async function refuseFuture(day: string, tx?: Tx): Promise<void> {
    if (day > (await today(tx))) {
      throw new AppError('VALIDATION_FAILED', 'A count cannot be for a day still to come.', {
        day: ['A count cannot be for a day still to come.'],
      });
    }
  }

  async function expectedOn(q: Queryable, day: string) {
    const byMethod = await cashDrawer.paymentsByMethod(q, day);
    const consignorCashPaid = await cashDrawer.consignorCashPaid(q, day);
    return {
      expected: expectedInDrawer(byMethod, consignorCashPaid),
      consignorCashPaid,
      entries: byMethod
        .filter((row) => drawerMethodOf(row.method) !== null)
        .reduce((sum, row) => sum + row.entries, 0),
    };
  }

  return {
    async day(day: string): Promise<DrawerDay> {
      await refuseFuture(day);
      const { expected, consignorCashPaid, entries } = await expectedOn(db, day);
      const counts = await cashDrawer.countsOfDays([day]);
      return {
        day,
        expected: json(expected),
        consignor_cash_paid_cents: consignorCashPaid,
        entries,
        counts: counts.map(drawerCountJson),
      };
    },

    /** Counts the day against what its payments say now, in one transaction with its audit row. */
    async record(body: DrawerCountBody, actor: DrawerActor): Promise<DrawerCount> {
      const id = await db.transaction(async (tx) => {
        await refuseFuture(body.day, tx);
        const { expected } = await expectedOn(tx, body.day);
        const counted = {
          cash: body.counted_cash_cents,
          cheque: body.counted_cheque_cents,
          card: body.counted_card_cents,
        };
        const overShort = drawerOverShort({ floatCents: body.float_cents, counted, expected });
        if (drawerNeedsNote(overShort) && body.note === '') {
          throw new AppError('VALIDATION_FAILED', 'Say why the drawer is over or short.', {
            note: ['Say why the drawer is over or short.'],
          });
        }
        const countId = await cashDrawer.insert(tx, {
          day: body.day,
          float_cents: body.float_cents,
          counted_cash_cents: counted.cash,
          counted_cheque_cents: counted.cheque,
          counted_card_cents: counted.card,
          expected_cash_cents: expected.cash,
          expected_cheque_cents: expected.cheque,
          expected_card_cents: expected.card,
          over_short_cents: overShort.totalCents,
          note: body.note,
          counted_by: actor.id,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'cash_drawer.counted',
          entity: 'cash_drawer_count',
          entityId: countId,
          after: { day: body.day, counted, expected, over_short_cents: overShort.totalCents },
          ip: actor.ip ?? null,
        });
        return countId;
      });
      const saved = await cashDrawer.count(db, id);
      if (!saved) throw new Error(`The drawer count ${id} was not found after it was saved.`);
      return drawerCountJson(saved);
    },

    /** The counted days, newest first: each with the count that stands and the earlier ones. */
    async list(query: PageQuery): Promise<DrawerCountPage> {
      const { days, total } = await cashDrawer.countedDays({
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      const counts = (await cashDrawer.countsOfDays(days)).map(drawerCountJson);
      const data = days.flatMap((day) => {
        const [count, ...earlier] = counts.filter((entry) => entry.day === day);
        return count ? [{ day, count, earlier }] : [];
      });
      return { data, meta: { total, page: query.page, per_page: query.per_page } };
    },
  };
}
export type CashDrawerService = ReturnType<typeof createCashDrawerService>;
