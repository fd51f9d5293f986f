import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's own browser build, read once per test file. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 A and AA, as axe-core tags them (2.2 adds only AA rules, such as target size). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules axe-core leaves out of those tags that a bidder still meets: "label in name" (WCAG 2.5.3,
 * which axe marks experimental) and headings that skip a level, which Lighthouse counts too.
 */
const alsoChecked = { 'label-content-name-mismatch': { enabled: true }, 'heading-order': { enabled: true } };

/** One line per element: the rule, where it is and what is wrong with it. */
export function describeViolations(violations: Result[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const target = node.target.map(String).join(' >> ');
        const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim();
        return `- ${violation.id} (${violation.impact ?? 'no impact'}) at ${target}: ${summary}`;
      }),
    )
    .join('\n');
}

/**
 * The WCAG 2.2 A and AA rules whose outcome depends on colours: text contrast, and links told apart
 * from the text around them by colour alone. The dark theme changes colours and nothing else (the
 * same elements, names, sizes and order; the logo swaps for one with the same alt text), so a page
 * checked against every rule in the light theme needs only these in the dark one.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Waits (at most three seconds) until the page has no finite animation or transition running, two
 * frames apart: a toast fading in or stepping back behind a newer one is checked at its final
 * colours, not at the pale ones it passes through. Endless ones (a spinner, a live pulse) are left
 * running.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    const deadline = performance.now() + 3_000;
    while (performance.now() < deadline) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
        );
      if (running.length === 0) return;
      const left = deadline - performance.now();
      await Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, left))),
      ]);
    }
  });
}

/**
 * axe-core over the page as it is now: the WCAG 2.2 A and AA violations, or those of `only`.
 *
 * axe-core runs in the page itself (the app has no frames), put there once per document: the
 * Playwright wrapper injected its 550 KB twice per check and sent every passing result back, which
 * cost about half a second a check, a third of the accessibility file's time.
 */
async function violationsNow(page: Page, only?: string[]): Promise<Result[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axeSource);
  const options: RunOptions = only
    ? { runOnly: { type: 'rule', values: only }, resultTypes: ['violations'] }
    : { runOnly: { type: 'tag', values: wcagTags }, rules: alsoChecked, resultTypes: ['violations'] };
  return page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe
        .run(document, runOptions)
        .then((results) => results.violations),
    options,
  );
}

/**
 * Runs axe-core over the page once its animations have settled; any WCAG 2.2 A or AA violation
 * fails with the list. `only` narrows the check to some rules (e.g. `colourRules`). A toast whose
 * code loads with the first toast can start fading in while axe runs, so a failing page is
 * settled and checked once more: what still fails then is what a person sees.
 */
export async function expectNoA11yViolations(page: Page, label: string, only?: string[]): Promise<void> {
  await animationsSettled(page);
  let violations = await violationsNow(page, only);
  if (violations.length > 0) {
    await animationsSettled(page);
    violations = await violationsNow(page, only);
  }
  if (violations.length === 0) return;
  throw new Error(
    `${label}: ${violations.length} kinds of accessibility violation at ${page.url()}\n${describeViolations(violations)}`,
  );
}
