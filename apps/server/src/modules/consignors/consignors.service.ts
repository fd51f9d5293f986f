import {
  type AdvanceBody,
  type ConsignorBody,
  type ConsignorDetail,
  type ConsignorItemPage,
  type ConsignorItemsQuery,
  type ConsignorUpdateBody,
  payoutProblems,
} from '@auction/contracts';
import { calendarDateIn, formatConsignorNumber } from '@auction/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { refuseDateAfterToday } from '../../platform/payment-date';
import { audit, type ConsignorActor, type ConsignorRow, lockConsignor, notFound } from './consignor-changes';
import { consignorAdvances as advancesOf, consignorDetail, consignorItemPage } from './consignor-queries';
import { linkUser, unlinkUser } from './consignor-users';
import { type ConsignorsRepository, createConsignorsRepository } from './consignors.repository';

/** What the audit log keeps of a record: everything but the deposit account, of which its last four. */
function auditView(row: ConsignorRow) {
  const { deposit_account, created_at, updated_at, ...rest } = row;
  return { ...rest, deposit_account_last4: deposit_account ? deposit_account.slice(-4) : null };
}

async function checkProfile(records: ConsignorsRepository, profileId: string | null | undefined) {
  if (!profileId) return;
  if (!(await records.commissionProfileExists(profileId))) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      commission_profile_id: ['That commission profile does not exist.'],
    });
  }
}

/** Consignor records: create, edit, archive, link a user, and their advances (append-only). */
export function createConsignorsService(deps: {
  db: Database;
  /** The house's time zone: an advance is paid on or before today there, a reversal dated today. */
  timeZone: () => Promise<string>;
  clock: Clock;
}) {
  const { db } = deps;
  const records = createConsignorsRepository(db);

  async function detailOf(id: string): Promise<ConsignorDetail> {
    const row = await records.byId(id);
    if (!row) throw notFound();
    return consignorDetail(db, row);
  }

  return {
    detail: detailOf,

    /** A page of a consignor's items, each with the lot it last went into. */
    itemPage: (consignorId: string, query: ConsignorItemsQuery): Promise<ConsignorItemPage> =>
      consignorItemPage(db, consignorId, query),

    async create(body: ConsignorBody, actor: ConsignorActor): Promise<ConsignorDetail> {
      await checkProfile(records, body.commission_profile_id);
      const id = await db.transaction(async (tx) => {
        const row = await records.insert(tx, { ...body, created_by: actor.id });
        await audit(tx, actor, 'consignor.created', row.id, { after: auditView(row) });
        return row.id;
      });
      return detailOf(id);
    },

    /** Only the fields given change; the payout must still have what its method needs. */
    async update(id: string, body: ConsignorUpdateBody, actor: ConsignorActor): Promise<ConsignorDetail> {
      await checkProfile(records, body.commission_profile_id);
      await db.transaction(async (tx) => {
        const before = await lockConsignor(tx, id);
        const changes = Object.fromEntries(
          Object.entries(body).filter(([, value]) => value !== undefined),
        ) as ConsignorUpdateBody;
        const merged = { ...before, ...changes };
        const problems = payoutProblems({ ...merged, has_deposit_account: merged.deposit_account !== null });
        if (Object.keys(problems).length > 0) throw new AppError('VALIDATION_FAILED', undefined, problems);
        // The account leaves the record with its method, so no unused bank details stay on file.
        const payout =
          merged.payout_method === 'direct_deposit'
            ? {}
            : { deposit_institution: null, deposit_transit: null, deposit_account: null };
        const after = await records.update(tx, id, { ...changes, ...payout });
        if (!after) throw notFound();
        await audit(tx, actor, 'consignor.updated', id, {
          before: auditView(before),
          after: auditView(after),
        });
      });
      return detailOf(id);
    },

    async setArchived(id: string, archived: boolean, actor: ConsignorActor): Promise<ConsignorDetail> {
      await db.transaction(async (tx) => {
        const before = await lockConsignor(tx, id);
        if ((before.archived_at !== null) === archived) return;
        await records.setArchived(tx, id, archived);
        await audit(tx, actor, archived ? 'consignor.archived' : 'consignor.unarchived', id, {});
      });
      return detailOf(id);
    },

    async linkUser(id: string, userId: string, actor: ConsignorActor): Promise<ConsignorDetail> {
      await db.transaction((tx) => linkUser(tx, id, userId, actor));
      return detailOf(id);
    },

    async unlinkUser(id: string, actor: ConsignorActor): Promise<ConsignorDetail> {
      await db.transaction((tx) => unlinkUser(tx, id, actor));
      return detailOf(id);
    },

    async advances(id: string) {
      await detailOf(id);
      return advancesOf(db, id);
    },

    async recordAdvance(id: string, body: AdvanceBody, actor: ConsignorActor) {
      refuseDateAfterToday('paid_on', body.paid_on, { clock: deps.clock, timeZone: await deps.timeZone() });
      await db.transaction(async (tx) => {
        const consignor = await lockConsignor(tx, id);
        if (consignor.archived_at) {
          throw new AppError(
            'CONFLICT',
            `${formatConsignorNumber(consignor.number)} is archived; restore the record to record an advance.`,
          );
        }
        const row = await records.insertAdvance(tx, {
          consignor_id: id,
          kind: 'advance',
          ...body,
          recorded_by: actor.id,
        });
        await audit(tx, actor, 'consignor.advance_recorded', id, { after: row });
      });
      return advancesOf(db, id);
    },

    /** A mistake is undone by a reversal row naming the advance; the advance itself never changes. */
    async reverseAdvance(id: string, advanceId: string, note: string, actor: ConsignorActor) {
      const today = calendarDateIn(deps.clock(), await deps.timeZone());
      await db.transaction(async (tx) => {
        await lockConsignor(tx, id);
        const advance = await records.advanceOf(tx, id, advanceId);
        if (advance?.kind !== 'advance') {
          throw new AppError('NOT_FOUND', 'This advance does not exist.');
        }
        if (await records.isReversed(tx, advanceId))
          throw new AppError('CONFLICT', 'This advance has already been reversed.');
        const row = await records.insertReversal(
          tx,
          {
            consignor_id: id,
            amount_cents: Number(advance.amount_cents),
            note,
            reverses_id: advanceId,
            recorded_by: actor.id,
          },
          today,
        );
        await audit(tx, actor, 'consignor.advance_reversed', id, { after: row });
      });
      return advancesOf(db, id);
    },
  };
}
export type ConsignorsService = ReturnType<typeof createConsignorsService>;
