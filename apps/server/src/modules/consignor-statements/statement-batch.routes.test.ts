import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedSale, generate } from '../../../test/consignor-statements/statement-fixture';
import { buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

function hasTool(name: string): boolean {
  try {
    execFileSync(name, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const poppler = hasTool('pdftotext');

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff'] }));
});
afterAll(() => t.close());

const print = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/consignor-statements/batch.pdf',
    headers: { authorization: `Bearer ${staff}` },
    payload,
  });

describe('printing selected consignor statements', () => {
  it.skipIf(!poppler)(
    'puts each statement on pages of its own, in the order chosen, drafts marked',
    async () => {
      const { auction, ellis, boudreau } = await closedSale(t);
      const { data } = await generate(t, staff, auction.id);
      const idOf = (consignorId: string) => data.find((item) => item.consignor.id === consignorId)?.id ?? '';

      const answer = await print({ statement_ids: [idOf(boudreau.id), idOf(ellis.id)] });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      const file = join(mkdtempSync(join(tmpdir(), 'statement-batch-')), 'batch.pdf');
      writeFileSync(file, answer.rawPayload);
      const pages = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' })
        .split('\f')
        .slice(0, -1)
        .map((page) => page.replace(/\s+/g, ' '));
      expect(pages).toHaveLength(2);
      expect(pages[0]).toContain('CONSIGNOR STATEMENT');
      expect(pages[0]).toContain('Renée Boudreau');
      expect(pages[0]).toContain('Mantel clock');
      expect(pages[1]).toContain('Margaret Ellis');
      expect(pages[1]).toContain('Pine chair');
      for (const page of pages) {
        expect(page).toContain('DRAFT');
        expect(page).toContain('Page 1 of 1');
      }
    },
  );

  it('refuses an empty list, more than 200 and an unknown id with 422 naming the field', async () => {
    const unknown = randomUUID();
    for (const payload of [
      {},
      { statement_ids: [] },
      { statement_ids: Array.from({ length: 201 }, () => unknown) },
      { statement_ids: [unknown] },
    ]) {
      const answer = await print(payload);
      expect(answer.statusCode).toBe(422);
      const body = answer.json<{ code: string; errors: Record<string, string[]> }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.errors).map((field) => field.split('.')[0])).toEqual(['statement_ids']);
    }
  });
});
