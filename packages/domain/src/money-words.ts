const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** Cents as people read them: 123456 -> "$1,234.56" (Canadian English, CAD); never "-$0.00". */
export function formatCents(cents: number): string {
  return cad.format(cents === 0 ? 0 : cents / 100);
}
