// `npm run bench web`: Lighthouse 12 (mobile, simulated throttling) against the real server started
// as `npm start` starts it, on a fresh data directory with the demo data: `/`, `/auctions`, the open
// auction's page and its first lot's page, three runs each; prints the medians and the JavaScript
// each page loads before its first paint. It builds the web app first, with the build's manifest
// (which scripts each page loads), and the server's renderer of the public pages (decision 0070).
// BENCH_WEB_RUNS sets the runs per page; BENCH_WEB_BUILD=0 measures the builds already in
// apps/web/dist and apps/web/dist-ssr.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../e2e/support/server-process';
import { firstPaintScripts, pageScripts } from './first-paint-scripts';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(root, 'apps/web/dist');
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

if (process.env.BENCH_WEB_BUILD !== '0') {
  for (const args of [
    ['vite', 'build', '--manifest'],
    ['vite', 'build', '-c', 'vite.ssr.config.ts'],
  ]) {
    const build = spawnSync('npx', args, {
      cwd: join(root, 'apps/web'),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

interface RunFigures {
  scores: Record<(typeof categories)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptsBeforePaint: number;
  scriptBytesBeforePaint: number;
}

interface NetworkItem {
  resourceType?: string;
  networkRequestTime?: number;
  transferSize?: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Lighthouse asks to be run again when its trace misses the navigation (a busy machine): up to three tries. */
async function audit(url: string, port: number): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, port);
    } catch (error) {
      if (attempt >= 3 || !/run Lighthouse again|NO_NAVSTART|NO_FCP/i.test(String(error))) throw error;
    }
  }
}

async function auditOnce(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
    ?.items?.[0];
  const firstPaint = metrics?.observedFirstContentfulPaint ?? Number.POSITIVE_INFINITY;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const scripts = requests.filter(
    (item) =>
      item.resourceType === 'Script' && (item.networkRequestTime ?? Number.POSITIVE_INFINITY) < firstPaint,
  );
  return {
    scores: Object.fromEntries(
      categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)]),
    ) as RunFigures['scores'],
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptsBeforePaint: scripts.length,
    scriptBytesBeforePaint: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'auction-web-bench-'));
const server = await startServer({ port: 3613, dataDir, env: { LOG_LEVEL: 'warn' } });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});

try {
  const auctions = (await (await fetch(`${server.baseUrl}/api/auctions?status=open`)).json()) as {
    data: { id: string }[];
  };
  const auctionId = auctions.data[0]?.id;
  if (!auctionId) throw new Error('The demo data has no open auction.');
  const lots = (await (await fetch(`${server.baseUrl}/api/auctions/${auctionId}/lots`)).json()) as {
    data: { id: string }[];
  };
  const lotId = lots.data[0]?.id;
  if (!lotId) throw new Error('The open auction has no lots.');

  const pages = [
    { name: '/', path: '/', source: 'src/features/home/pages/home-page.tsx' },
    { name: '/auctions', path: '/auctions', source: 'src/features/catalogue/pages/auctions-page.tsx' },
    {
      name: 'auction',
      path: `/auctions/${auctionId}`,
      source: 'src/features/catalogue/pages/auction-page.tsx',
    },
    { name: 'lot', path: `/lots/${lotId}`, source: 'src/features/catalogue/pages/lot-page.tsx' },
  ];
  // One unmeasured load, so the server's first answers (caches, JIT) do not count against a page.
  await audit(`${server.baseUrl}/`, chrome.port);

  const entry = firstPaintScripts(distDir);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `\nLighthouse ${runs} runs per page (mobile, simulated throttling), medians; headless Chromium`,
  );
  console.log(
    `JS before the first paint (the entry and its modulepreloads, from the build): ${entry.files.length} files, ${kb(entry.gzipBytes)} gzip, ${kb(entry.rawBytes)} raw`,
  );
  console.log(
    'page        perf  a11y  best   seo    FCP ms    LCP ms   TBT ms    CLS   JS to page content (gzip)   scripts before FCP (served)',
  );
  for (const page of pages) {
    const figures: RunFigures[] = [];
    for (let run = 0; run < runs; run += 1)
      figures.push(await audit(`${server.baseUrl}${page.path}`, chrome.port));
    const pick = (f: (r: RunFigures) => number) => median(figures.map(f));
    const withPage = pageScripts(distDir, page.source);
    console.log(
      [
        page.name.padEnd(10),
        ...categories.map((id) => String(pick((r) => r.scores[id])).padStart(5)),
        pick((r) => r.fcpMs)
          .toFixed(0)
          .padStart(9),
        pick((r) => r.lcpMs)
          .toFixed(0)
          .padStart(9),
        pick((r) => r.tbtMs)
          .toFixed(0)
          .padStart(8),
        pick((r) => r.cls)
          .toFixed(3)
          .padStart(6),
        `${withPage.files.length} files, ${kb(withPage.gzipBytes)}`.padStart(27),
        `${pick((r) => r.scriptsBeforePaint)} files, ${kb(pick((r) => r.scriptBytesBeforePaint))}`.padStart(
          29,
        ),
      ].join(' '),
    );
  }
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
