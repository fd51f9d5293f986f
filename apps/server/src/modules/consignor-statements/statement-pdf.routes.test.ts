import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StatementDetail } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedSale, generate } from '../../../test/consignor-statements/statement-fixture';
import { buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { consignors } from '../../db/schema';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
});
afterAll(() => t.close());

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function textOf(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'statement-pdf-')), 'statement.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe.skipIf(!hasPdftotext())('the consignor statement PDF', () => {
  it("prints the consignor's name and mailing address, and neither the override reason nor a raw id", async () => {
    const sale = await closedSale(t);
    await t.db
      .update(consignors)
      .set({
        address: {
          line1: '88 Lake Road',
          line2: '',
          city: 'Fall River',
          province: 'NS',
          postal_code: 'B2T 1A1',
          country: 'CA',
        },
      })
      .where(eq(consignors.id, sale.ellis.id));
    const generated = await generate(t, admin, sale.auction.id);
    const ellis = generated.data.find((row) => row.consignor.id === sale.ellis.id);
    const finalised = await t.request<StatementDetail>({
      method: 'POST',
      url: `/api/admin/consignor-statements/${ellis?.id}/finalise`,
      payload: { override_reason: 'The buyer of lot 2 is a regular; the office vouches for him.' },
      token: admin,
    });
    expect(finalised.status, finalised.text).toBe(200);
    expect(finalised.body.consignor_address).toEqual(['88 Lake Road', 'Fall River, NS B2T 1A1']);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/consignor-statements/${ellis?.id}/pdf`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = textOf(pdf.rawPayload);
    expect(text).toContain('Statement for Margaret Ellis 88 Lake Road Fall River, NS B2T 1A1');
    expect(text).not.toContain('regular');
    expect(text).not.toContain('vouches');
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
  });
});
