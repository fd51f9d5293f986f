import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

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

/** axe-core over the page as it is now: the WCAG 2.2 A and AA violations, or those of `only`. */
async function violationsNow(page: Page, only?: string[]): Promise<Result[]> {
  // Legacy mode runs axe inside the page itself: no blank page per check (the app has no frames).
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const results = await (only
    ? // `options` replaces the whole option object, so it goes first and `withRules` narrows it.
      builder.options({ resultTypes: ['violations'] }).withRules(only)
    : builder.options({ rules: alsoChecked, resultTypes: ['violations'] }).withTags(wcagTags)
  ).analyze();
  return results.violations;
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
