/**
 * The PDF is set in pdfkit's built-in Helvetica, whose text is encoded in Windows-1252: every
 * character outside it would print as garbage. `pdfText` keeps what Windows-1252 holds, writes
 * accented letters it lacks without their accent (Ł -> L, ặ -> a) and any other character as "?",
 * so a buyer's name never breaks the document.
 */
const windows1252Extras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const lettersWithoutDecomposition: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
  ſ: 's',
  Ŧ: 'T',
  ŧ: 't',
};

function printable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code === 0x09 || code === 0x0a) return true;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return false;
  return code <= 0xff || windows1252Extras.has(char);
}

export function pdfText(value: string): string {
  let out = '';
  for (const char of value.normalize('NFC')) {
    if (printable(char)) {
      out += char;
      continue;
    }
    const mapped = lettersWithoutDecomposition[char];
    if (mapped) {
      out += mapped;
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += base.length > 0 && [...base].every(printable) ? base : '?';
  }
  return out;
}
