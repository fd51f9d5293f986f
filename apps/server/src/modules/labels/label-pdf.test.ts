import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Label, labelsPdf } from './label-pdf';

const poppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

function textOf(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'labels-')), 'labels.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

const items = (count: number): Label[] =>
  Array.from({ length: count }, (_, n) => ({
    code: `HA-${String(n + 1).padStart(6, '0')}`,
    words: 'Victorian mahogany writing desk',
    corner: 'C-1024',
    kind: 'item',
  }));

describe('label sheets', () => {
  it('puts 31 labels on two Avery 5160 sheets, and 30 from position 2 on two as well', async () => {
    expect(pageCount(await labelsPdf(items(31), { format: 'avery_5160', start: 1 }))).toBe(2);
    expect(pageCount(await labelsPdf(items(30), { format: 'avery_5160', start: 1 }))).toBe(1);
    expect(pageCount(await labelsPdf(items(30), { format: 'avery_5160', start: 2 }))).toBe(2);
    const sheet = await labelsPdf(items(1), { format: 'avery_5160', start: 1 });
    expect(sheet.toString('latin1')).toContain('/MediaBox [0 0 612 792]');
  });

  it('prints one 2 × 1 in thermal label a page', async () => {
    const pdf = await labelsPdf(items(3), { format: 'thermal_2x1', start: 9 });
    expect(pageCount(pdf)).toBe(3);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 144 72]');
  });

  it.skipIf(!poppler)('prints every code, the title and the consignor number as text', async () => {
    const text = textOf(await labelsPdf(items(31), { format: 'avery_5160', start: 1 }));
    for (const code of ['HA-000001', 'HA-000030', 'HA-000031', 'C-1024', 'Victorian mahogany']) {
      expect(text).toContain(code);
    }
  });

  it.skipIf(!poppler)(
    'keeps going with words outside Latin-1 (accents kept where it can, others as ?)',
    async () => {
      const pdf = await labelsPdf(
        [{ code: 'A-01-1', words: 'Łódź teapot 東京 🎉 — Café', kind: 'location' }],
        { format: 'thermal_2x1', start: 1 },
      );
      const text = textOf(pdf);
      expect(text).toContain('A-01-1');
      expect(text).toContain('Café');
      expect(text).toContain('Lódz teapot');
    },
  );
});
