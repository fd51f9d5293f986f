// Writes `.env.example` from the server's configuration docs and prints the README's table:
// `npx tsx scripts/config-docs.ts`.
import { writeFileSync } from 'node:fs';
import { configDocs } from '../apps/server/src/config-docs';

const env = ['# Every variable the server reads. All are optional: the defaults run the demo site.', ''];
const table = ['| variable | what it does | default |', '|---|---|---|'];
for (const doc of configDocs) {
  env.push(`# ${doc.description}`, `# Default: ${doc.default}`, `# ${doc.name}=`, '');
  table.push(`| \`${doc.name}\` | ${doc.description.replaceAll('|', '\\|')} | ${doc.default} |`);
}
writeFileSync(new URL('../.env.example', import.meta.url), env.join('\n'));
console.log(table.join('\n'));
