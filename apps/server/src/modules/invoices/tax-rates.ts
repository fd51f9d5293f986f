import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { AppError, fieldError } from '../../errors';
import { recordAudit } from '../../platform/audit.repository';
import { uploadFormatOf } from '../media/image-format';
import type { MediaStore } from '../media/media-store';
import { oneOf, rowsOf } from './invoice-queries';
import { type ExemptionHolder, findHolder, recomputeDraftsOf } from './tax-exemptions';

export interface TaxRateJson {
  id: string;
  region: string;
  label: string;
  effective_from: string;
  rate_bps: number;
}

/** The dated GST/HST table an Admin keeps; a rate an invoice was taxed at cannot be deleted. */
export function createTaxRates(deps: { db: Database; media: MediaStore }) {
  const { db } = deps;

  return {
    list(): Promise<TaxRateJson[]> {
      return rowsOf<TaxRateJson>(
        db,
        sql`select id, region, label, effective_from::text as effective_from, rate_bps from tax_rates
        order by region, effective_from desc`,
      );
    },

    async add(
      body: { region: string; label: string; effective_from: string; rate_bps: number },
      actorId: string,
    ): Promise<TaxRateJson> {
      const taken = await oneOf<{ id: string }>(
        db,
        sql`select id from tax_rates where region = ${body.region} and effective_from = ${body.effective_from}::date`,
      );
      if (taken) {
        throw fieldError(
          'VALIDATION_FAILED',
          'effective_from',
          `${body.region} already has a rate from ${body.effective_from}.`,
        );
      }
      const row = (await oneOf<TaxRateJson>(
        db,
        sql`insert into tax_rates (region, label, effective_from, rate_bps)
        values (${body.region}, ${body.label}, ${body.effective_from}::date, ${body.rate_bps})
        returning id, region, label, effective_from::text as effective_from, rate_bps`,
      )) as TaxRateJson;
      await recordAudit(db, {
        actorId,
        action: 'tax_rate.added',
        entity: 'tax_rate',
        entityId: row.id,
        after: body,
      });
      return row;
    },

    async remove(id: string, actorId: string): Promise<{ message: string }> {
      const row = await oneOf<TaxRateJson>(
        db,
        sql`select id, region, label, effective_from::text as effective_from, rate_bps from tax_rates where id = ${id}::uuid`,
      );
      if (!row) throw new AppError('NOT_FOUND', 'Tax rate not found.');
      // In use: some invoice of that region has its sale day on or after this rate and before the next one.
      const inUse = await oneOf<{ id: string }>(
        db,
        sql`select i.id from invoices i where i.place_of_supply = ${row.region} and i.sale_date >= ${row.effective_from}::date
          and not exists (select 1 from tax_rates n where n.region = ${row.region} and n.effective_from > ${row.effective_from}::date
            and n.effective_from <= i.sale_date)
        limit 1`,
      );
      if (inUse) throw new AppError('CONFLICT', 'Invoices were taxed at this rate, so it cannot be deleted.');
      await db.execute(sql`delete from tax_rates where id = ${id}::uuid`);
      await recordAudit(db, {
        actorId,
        action: 'tax_rate.deleted',
        entity: 'tax_rate',
        entityId: id,
        after: row,
      });
      return { message: 'The tax rate was deleted.' };
    },

    /** A buyer's exemption: number, expiry, and the scanned certificate (PDF, JPEG or PNG by its bytes). */
    async addExemption(
      holder: ExemptionHolder,
      input: { number: string; expires_on: string | null; note: string; certificate: Buffer | null },
      actorId: string,
    ) {
      await findHolder(db, holder);
      const userId = 'user_id' in holder ? holder.user_id : null;
      const registrationId = 'registration_id' in holder ? holder.registration_id : null;
      let key: string | null = null;
      if (input.certificate) {
        const kind = certificateKind(input.certificate);
        if (!kind)
          throw fieldError(
            'VALIDATION_FAILED',
            'certificate',
            'The certificate must be a PDF, JPEG or PNG file.',
          );
        key = `certificates/${createHash('sha256').update(input.certificate).digest('hex').slice(0, 32)}.${kind}`;
        await deps.media.put(key, input.certificate, kind === 'pdf' ? 'application/pdf' : `image/${kind}`);
      }
      const row = (await oneOf<{ id: string }>(
        db,
        sql`insert into tax_exemptions (user_id, registration_id, exemption_number, expires_on, certificate_key, note, recorded_by)
        values (${userId}::uuid, ${registrationId}::uuid, ${input.number}, ${input.expires_on}::date, ${key}, ${input.note}, ${actorId}::uuid)
        returning id`,
      )) as { id: string };
      await db.transaction((tx) => recomputeDraftsOf(tx, holder));
      const [entity, entityId] = userId ? ['user', userId] : ['registration', registrationId ?? row.id];
      await recordAudit(db, {
        actorId,
        action: 'tax_exemption.recorded',
        entity,
        entityId,
        after: { exemption_id: row.id, number: input.number, expires_on: input.expires_on },
      });
      return {
        id: row.id,
        user_id: userId,
        registration_id: registrationId,
        exemption_number: input.number,
        expires_on: input.expires_on,
        note: input.note,
        has_certificate: key !== null,
      };
    },
  };
}
export type TaxRatesService = ReturnType<typeof createTaxRates>;

/** What a certificate is by its first bytes, whatever its name says. */
export function certificateKind(bytes: Buffer): 'pdf' | 'jpeg' | 'png' | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const image = uploadFormatOf(bytes);
  return image === 'jpeg' || image === 'png' ? image : null;
}
