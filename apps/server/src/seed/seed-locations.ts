import { expandLocationRange } from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/queries';

/** The demo warehouse: two buildings of racking and the yard where equipment stands. */
const demoWarehouse = [
  {
    prefix: 'A',
    parts: [
      { from: '01', to: '04' },
      { from: '1', to: '3' },
    ],
    description: 'Main building racking',
  },
  {
    prefix: 'B',
    parts: [
      { from: '01', to: '03' },
      { from: '1', to: '2' },
    ],
    description: 'Furniture bay',
  },
  { prefix: 'YARD', parts: [{ from: '1', to: '6' }], description: 'Equipment yard' },
];

/** Creates the demo warehouse's locations that are not there yet; returns how many it created. */
export async function seedLocations(db: Database): Promise<number> {
  const rows = demoWarehouse.flatMap(({ prefix, parts, description }) =>
    expandLocationRange(prefix, parts).map((code) => ({ code, description })),
  );
  const created = await rowsOf<{ id: string }>(
    db,
    sql`insert into locations (code, description)
    select r->>'code', r->>'description' from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as r
    on conflict (code) do nothing returning id`,
  );
  return created.length;
}
