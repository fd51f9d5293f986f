// `npm run bench`: every benchmark under bench/, one after another. Figures, not assertions.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv[2];
const benches = readdirSync(new URL('../bench', import.meta.url)).filter(
  (file) => file.endsWith('.bench.ts') && (!only || file.includes(only)),
);
let failed = false;
for (const file of benches) {
  console.log(`\n=== bench/${file} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `bench/${file}`], {
    cwd: root,
    stdio: 'inherit',
  });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
