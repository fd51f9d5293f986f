// `npm start`: build the web app when it is missing, then run the server (migrations and the
// demo seed run inside the server on start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const webIndex = new URL('../apps/web/dist/index.html', import.meta.url);
// The server's renderer of the public pages (decision 0070), built with the web app.
const webServerEntry = new URL('../apps/web/dist-ssr/entry-server.js', import.meta.url);

if (!existsSync(webIndex) || !existsSync(webServerEntry)) {
  console.log('Building the web app (first start)...');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
