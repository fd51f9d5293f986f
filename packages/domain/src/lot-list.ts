import { compareLotNumbers, normaliseLotNumber } from './lot-number-order';

export type LotListReading = { ok: true; lotNumbers: string[] } | { ok: false; message: string };

/**
 * The lots a catalogue names together: "12-15" (every lot of the sale from 12 to 15 in natural
 * order, 12A included), "12, 14, 16", or both ("1-3, 7"). Read against the sale's own lot numbers;
 * answers them in natural order, each once, or what is wrong in words staff can act on.
 */
export function readLotList(text: string, saleLotNumbers: readonly string[]): LotListReading {
  const known = new Map<string, string>();
  for (const number of saleLotNumbers) known.set(normaliseLotNumber(number) ?? number, number);
  const sorted = [...known.values()].sort(compareLotNumbers);
  const picked = new Set<string>();
  const parts = text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (parts.length === 0) return { ok: false, message: 'Name the lots, e.g. 12-15 or 12, 14, 16.' };
  const lookUp = (raw: string): string | null => {
    const normal = normaliseLotNumber(raw);
    return normal === null ? null : (known.get(normal) ?? null);
  };
  for (const part of parts) {
    const range = part.split(/\s*[-–]\s*/);
    if (range.length > 2) return { ok: false, message: `"${part}" is not a lot or a range of lots.` };
    const [fromText = '', toText = fromText] = range;
    const from = lookUp(fromText);
    const to = lookUp(toText);
    const missing = from === null ? fromText : to === null ? toText : null;
    if (missing !== null || from === null || to === null) {
      return { ok: false, message: `There is no lot ${missing?.trim() || part} in this sale.` };
    }
    if (compareLotNumbers(from, to) > 0) {
      return { ok: false, message: `The range ${part} runs backwards: write the lower lot first.` };
    }
    for (const number of sorted) {
      if (compareLotNumbers(number, from) >= 0 && compareLotNumbers(number, to) <= 0) picked.add(number);
    }
  }
  return { ok: true, lotNumbers: [...picked].sort(compareLotNumbers) };
}
