/**
 * The item fields a CSV column can fill, and the guess of which column fills which from the
 * header names a clerk or a consignor's spreadsheet uses.
 */
export const importFields = [
  'sku',
  'lot_number',
  'title',
  'description',
  'category',
  'condition',
  'brand',
  'quantity',
  'estimate_low',
  'estimate_high',
  'starting_bid',
  'reserve',
  'buy_now_price',
  'consignor',
  'location',
] as const;
export type ImportField = (typeof importFields)[number];

/** Item field -> the index of the column that fills it; a field left out is not imported. */
export type ColumnMapping = Partial<Record<ImportField, number>>;

/** Header names (after `normaliseHeader`) each field answers to, best first. */
const headerNames: Record<ImportField, string[]> = {
  sku: ['sku', 'item number', 'item no', 'item code', 'stock number', 'stock no', 'inventory number', 'code'],
  lot_number: ['lot number', 'lot', 'lot no', 'lot num', 'numero de lot'],
  title: ['title', 'name', 'item', 'item name', 'lot title', 'titre', 'nom'],
  description: ['description', 'details', 'notes', 'desc'],
  category: ['category', 'categorie', 'department', 'type'],
  condition: ['condition', 'etat', 'state'],
  brand: ['brand', 'make', 'maker', 'manufacturer', 'marque'],
  quantity: ['quantity', 'qty', 'count', 'quantite', 'units'],
  estimate_low: [
    'estimate low',
    'low estimate',
    'est low',
    'low est',
    'low',
    'estimate from',
    'estimate min',
  ],
  estimate_high: [
    'estimate high',
    'high estimate',
    'est high',
    'high est',
    'high',
    'estimate to',
    'estimate max',
  ],
  starting_bid: [
    'starting bid',
    'start bid',
    'start',
    'opening bid',
    'start price',
    'starting price',
    'mise de depart',
  ],
  reserve: ['reserve', 'reserve price', 'reserve bid', 'prix de reserve'],
  buy_now_price: [
    'buy now price',
    'buy now',
    'buy it now',
    'buy now amount',
    'retail price',
    'price',
    'prix',
  ],
  consignor: [
    'consignor',
    'consignor number',
    'consignor no',
    'consignor id',
    'consignor email',
    'consignor name',
    'owner',
    'seller',
    'consignateur',
  ],
  location: ['location', 'location code', 'bin', 'shelf', 'warehouse location', 'emplacement'],
};

/**
 * A header as compared: lower case, accents dropped, `#` read as "number", punctuation and
 * repeated spaces made one space (`Est. Low ($)` -> `est low`).
 */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/#/g, ' number ')
    .replace(/\(.*?\)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\bno\b$/, 'number')
    .replace(/\s+/g, ' ');
}

/**
 * Each field's column guessed from the headers: an exact known name first (in the order the
 * names are listed), and no column for two fields. Fields with no likely column stay out.
 */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const names = headers.map(normaliseHeader);
  const taken = new Set<number>();
  const mapping: ColumnMapping = {};
  for (const field of importFields) {
    for (const candidate of headerNames[field].map(normaliseHeader)) {
      const index = names.findIndex((name, i) => !taken.has(i) && name === candidate);
      if (index >= 0) {
        mapping[field] = index;
        taken.add(index);
        break;
      }
    }
  }
  return mapping;
}

/** Item field -> header name, as remembered between imports (so a reordered file still maps). */
export type RememberedMapping = Partial<Record<ImportField, string>>;

export function rememberMapping(headers: readonly string[], mapping: ColumnMapping): RememberedMapping {
  const remembered: RememberedMapping = {};
  for (const field of importFields) {
    const index = mapping[field];
    if (index !== undefined && headers[index] !== undefined)
      remembered[field] = normaliseHeader(headers[index]);
  }
  return remembered;
}

/**
 * The mapping a new file starts from: the remembered one where its headers are in this file,
 * then guesses for the fields it does not cover; `remembered` names the fields that came from it.
 */
export function startingMapping(
  headers: readonly string[],
  remembered: RememberedMapping | null,
): { mapping: ColumnMapping; remembered: ImportField[] } {
  const names = headers.map(normaliseHeader);
  const mapping: ColumnMapping = {};
  const fromMemory: ImportField[] = [];
  const taken = new Set<number>();
  for (const field of importFields) {
    const name = remembered?.[field];
    const index = name === undefined ? -1 : names.findIndex((n, i) => n === name && !taken.has(i));
    if (index >= 0) {
      mapping[field] = index;
      taken.add(index);
      fromMemory.push(field);
    }
  }
  const guessed = guessMapping(headers.map((header, i) => (taken.has(i) ? '' : header)));
  for (const field of importFields) {
    const index = guessed[field];
    if (mapping[field] === undefined && index !== undefined) mapping[field] = index;
  }
  return { mapping, remembered: fromMemory };
}
