import type { CommissionProfileBody, CommissionProfileJson } from '@auction/contracts';
import type { CommissionTerms } from '@auction/domain';
import type { Transaction } from '../../db/database';
import { AppError } from '../../errors';
import { recordAudit } from '../../platform/audit.repository';
import type {
  CommissionProfileRow,
  CommissionProfilesRepository,
  CommissionProfileValues,
} from './commission-profiles.repository';
import { toCommissionProfileJson, toCommissionTerms } from './commission-terms';

export interface Actor {
  id: string;
  ip?: string | null;
}

type Tx = Transaction;
const notFound = () => new AppError('NOT_FOUND', 'This commission profile does not exist.');

function toValues(body: CommissionProfileBody): Omit<CommissionProfileValues, 'is_default'> {
  return {
    name: body.name,
    kind: body.kind,
    tiers: body.tiers.map((tier) => ({ from_cents: tier.from_cents, rate_bp: tier.rate_bp })),
    minimum_per_lot_cents: body.minimum_per_lot_cents,
    lot_fee_cents: body.lot_fee_cents,
    photo_fee_cents: body.photo_fee_cents,
    unsold_fee_cents: body.unsold_fee_cents,
  };
}

/**
 * Commission profiles: an Admin keeps them, at most one is the house default, and a profile a
 * consignor relies on is never deleted. Every change is in the audit log with before and after.
 */
export function createCommissionProfilesService(deps: { profiles: CommissionProfilesRepository }) {
  const { profiles } = deps;
  const audit = (
    tx: Tx,
    actor: Actor,
    action: string,
    id: string,
    before: CommissionProfileRow | null,
    after: CommissionProfileRow | null,
  ) =>
    recordAudit(tx, {
      actorId: actor.id,
      action: `commission_profile.${action}`,
      entity: 'commission_profile',
      entityId: id,
      before,
      after,
      ip: actor.ip ?? null,
    });
  const answer = async (row: CommissionProfileRow) =>
    toCommissionProfileJson(row, await profiles.consignorsNaming(row.id));

  return {
    async list(): Promise<CommissionProfileJson[]> {
      return (await profiles.all()).map((row) => toCommissionProfileJson(row, row.consignor_count));
    },

    async get(id: string): Promise<CommissionProfileJson> {
      const row = await profiles.byId(id);
      if (!row) throw notFound();
      return answer(row);
    },

    async create(body: CommissionProfileBody, actor: Actor): Promise<CommissionProfileJson> {
      const row = await profiles.transaction(async (tx) => {
        if (body.is_default) {
          await profiles.lockDefault(tx);
          await profiles.clearDefault(tx);
        }
        const created = await profiles.insert(tx, { ...toValues(body), is_default: body.is_default });
        await audit(tx, actor, 'created', created.id, null, created);
        return created;
      });
      return answer(row);
    },

    /** Replaces the terms; the default mark moves only through `makeDefault`. */
    async update(id: string, body: CommissionProfileBody, actor: Actor): Promise<CommissionProfileJson> {
      const row = await profiles.transaction(async (tx) => {
        const before = await profiles.lock(tx, id);
        if (!before) throw notFound();
        const after = await profiles.update(tx, id, toValues(body));
        if (!after) throw notFound();
        await audit(tx, actor, 'updated', id, before, after);
        return after;
      });
      return answer(row);
    },

    async makeDefault(id: string, actor: Actor): Promise<CommissionProfileJson> {
      const row = await profiles.transaction(async (tx) => {
        await profiles.lockDefault(tx);
        const before = await profiles.lock(tx, id);
        if (!before) throw notFound();
        if (before.is_default) return before;
        await profiles.clearDefault(tx);
        const after = await profiles.update(tx, id, { is_default: true });
        if (!after) throw notFound();
        await audit(tx, actor, 'made_default', id, before, after);
        return after;
      });
      return answer(row);
    },

    /** Refused (409) while a consignor names the profile, or follows it as the default. */
    async remove(id: string, actor: Actor): Promise<{ message: string }> {
      const name = await profiles.transaction(async (tx) => {
        await profiles.lockDefault(tx);
        const before = await profiles.lock(tx, id);
        if (!before) throw notFound();
        const naming = await profiles.consignorsNaming(id, tx);
        if (naming > 0) {
          throw new AppError(
            'CONFLICT',
            `${naming === 1 ? 'A consignor is' : `${naming} consignors are`} on “${before.name}”. Move them to another profile before deleting it.`,
          );
        }
        if (before.is_default && (await profiles.consignorsOnTheDefault(tx)) > 0) {
          throw new AppError(
            'CONFLICT',
            `“${before.name}” is the default, and consignors without a profile of their own follow it. Make another profile the default before deleting this one.`,
          );
        }
        await profiles.remove(tx, id);
        await audit(tx, actor, 'deleted', id, before, null);
        return before.name;
      });
      return { message: `The commission profile “${name}” was deleted.` };
    },

    /**
     * The terms a consignor's statement uses: their own profile, else the house default, else
     * none at all (0%, no fees) while the house has not set a default.
     */
    async termsForConsignor(
      consignorId: string,
    ): Promise<{ profile: CommissionProfileRow | null; terms: CommissionTerms }> {
      const profile = await profiles.forConsignor(consignorId);
      return { profile, terms: toCommissionTerms(profile) };
    },
  };
}
export type CommissionProfilesService = ReturnType<typeof createCommissionProfilesService>;
