import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import { tag, uploadConfirmRun } from '../../../test/inventory-import/import-test-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rowsOf } from '../../db/queries';
import { foldOntoOneLine, withOneLineCells } from './one-line-cells';

describe('folding a cell onto one line', () => {
  it('turns each run of line breaks, tabs and other control characters into one space', () => {
    expect(foldOntoOneLine('Oak\r\nBcc: victim@example.com')).toBe('Oak Bcc: victim@example.com');
    expect(foldOntoOneLine(' Brass \n\n\t lamp \u2028with\u0085shade\u0007 ')).toBe('Brass lamp with shade');
    expect(foldOntoOneLine('Plain title')).toBe('Plain title');
  });

  it('keeps the description’s line breaks when one column is both the title and the description', () => {
    const { cells, mapping } = withOneLineCells(['Brass\nlamp', '3'], {
      title: 0,
      description: 0,
      quantity: 1,
    });
    expect(cells[mapping.title ?? -1]).toBe('Brass lamp');
    expect(cells[mapping.description ?? -1]).toBe('Brass\nlamp');
    expect(cells[mapping.quantity ?? -1]).toBe('3');
  });
});

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff'] }));
});
afterAll(() => t.close());

describe('a CSV import with line breaks in quoted cells', () => {
  it('folds the title, condition and brand onto one line, keeps the description’s, and refuses a SKU with one, naming the row', async () => {
    const p = tag();
    const file = [
      'Title,Description,Condition,Brand,SKU',
      `"${p} oak\r\nBcc: victim@example.com","Solid oak\nwith drawer","Good,\n\tminor wear","Acme\u2028Co",`,
      `${p} kettle,,,,"KT\n-1"`,
    ].join('\r\n');
    const done = await uploadConfirmRun(t, staff, 'wrapped.csv', file);
    expect(done).toMatchObject({ status: 'done', created_count: 1, skipped_count: 1 });
    expect(done.rejected.map((rejected) => rejected.row)).toEqual([2]);
    expect(done.rejected[0]?.reason).toMatch(/^SKU ".*" may hold only letters/s);
    const items = await rowsOf<{ title: string; description: string; condition: string; brand: string }>(
      t.db,
      sql`select title, description, condition, brand from inventory_items where title like ${`${p}%`}`,
    );
    expect(items).toEqual([
      {
        title: `${p} oak Bcc: victim@example.com`,
        description: 'Solid oak\nwith drawer',
        condition: 'Good, minor wear',
        brand: 'Acme Co',
      },
    ]);
  });
});
