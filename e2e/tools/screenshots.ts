// Screenshots of the main pages at phone and desktop widths in both themes, for a person to look
// at: `npx tsx e2e/tools/screenshots.ts http://localhost:3000 ./shots [email password] [paths...]`.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { apiSignIn } from '../support/api';
import { launchBrowser, viewports } from '../support/browser';

const [baseUrl = 'http://localhost:3000', outDir = 'shots', email, password, ...extra] =
  process.argv.slice(2);
const publicPaths = [
  '/',
  '/services',
  '/about',
  '/contact',
  '/login',
  '/register',
  '/auctions',
  '/no-such-page',
];
const signedInPaths = ['/dashboard', '/profile', '/admin', '/admin/settings', '/admin/inventory'];

mkdirSync(outDir, { recursive: true });
const token = email && password ? await apiSignIn(baseUrl, email, password) : null;
const browser = await launchBrowser();
for (const theme of ['light', 'dark']) {
  for (const [device, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(
      ([t, k]) => {
        localStorage.setItem('theme', t as string);
        if (k) localStorage.setItem('token', k as string);
      },
      [theme, token],
    );
    const page = await context.newPage();
    const paths = extra.length > 0 ? extra : [...publicPaths, ...(token ? signedInPaths : [])];
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      const name = `${path.replace(/\W+/g, '_') || 'home'}-${device}-${theme}.png`;
      await page.screenshot({ path: join(outDir, name), fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
