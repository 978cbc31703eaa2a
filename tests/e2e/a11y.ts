/**
 * axe-core in the built console: the page runs under a strict Content-Security-Policy (`script-src 'self'`), so
 * `page.addScriptTag({ content })` is refused (and the refusal is a console error); `page.evaluate(source)` runs
 * through the DevTools protocol, which the page's policy does not govern, and leaves the page's own scripts
 * under the policy. Only serious and critical violations fail; every violation's rule, help, impact and target
 * selectors are in the message, so a failing test says what to fix.
 *
 * @example
 * expect(await seriousViolations(page)).toEqual([]);
 * await expectAccessible(page, 'actions/list'); // screenshot + the same assertion, named after the state
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser.ts';

/** One axe violation as the report shows it. */
export interface A11yViolation {
  id: string;
  impact: string;
  help: string;
  /** CSS selectors of the failing elements, at most ten. */
  targets: string[];
}

/**
 * The rules that prove every button, field and select has an accessible name: they must have run (not only
 * found nothing to say), so a page whose controls vanished cannot pass them by accident.
 */
export const NAME_RULES = ['button-name', 'label', 'select-name'] as const;

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Injects axe once per document (a navigation or reload drops it). */
async function ensureAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(axe.source);
}

/**
 * Runs axe over the whole document after every running animation or transition has finished (a dialog fading
 * in is measured as a low-contrast dialog otherwise). Answers every violation and the ids of the rules that ran.
 *
 * @example const { violations, ran } = await runAxe(page);
 */
export async function runAxe(page: Page): Promise<{ violations: A11yViolation[]; ran: string[] }> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await ensureAxe(page);
  return page.evaluate(async () => {
    const engine = (window as unknown as { axe: typeof axe }).axe;
    const result = await engine.run(document, { resultTypes: ['violations'] });
    const ran = [...result.violations, ...result.passes, ...result.incomplete, ...result.inapplicable].map(
      (rule) => rule.id,
    );
    const violations = result.violations.map((rule) => ({
      id: rule.id,
      impact: rule.impact ?? 'unknown',
      help: rule.help,
      targets: rule.nodes.slice(0, 10).map((node) => node.target.join(' ')),
    }));
    return { violations, ran };
  });
}

/** `serious color-contrast: Elements must meet … → .app-button, #id` */
export function describeViolation(violation: A11yViolation): string {
  return `${violation.impact} ${violation.id}: ${violation.help} → ${violation.targets.join(', ')}`;
}

/**
 * The serious and critical violations of the page, one readable line each (empty when there are none); the
 * lesser ones go to `minor` for a report.
 *
 * @example expect(await seriousViolations(page)).toEqual([]);
 */
export async function seriousViolations(page: Page, minor: string[] = []): Promise<string[]> {
  const { violations, ran } = await runAxe(page);
  for (const rule of NAME_RULES) {
    if (!ran.includes(rule)) throw new Error(`axe did not run its ${rule} rule: is axe-core complete?`);
  }
  for (const violation of violations)
    if (!FAILING_IMPACTS.has(violation.impact)) minor.push(describeViolation(violation));
  return violations.filter((violation) => FAILING_IMPACTS.has(violation.impact)).map(describeViolation);
}

/**
 * Screenshots the state as screenshots/a11y/<name>.png (the viewport: dialogs are fixed to it) and asserts it
 * has no serious or critical violation. Moderate and minor ones are collected in `minor` with the state's name.
 *
 * @example await expectAccessible(page, 'actions-new', minorFindings);
 */
export async function expectAccessible(page: Page, name: string, minor: string[] = []): Promise<void> {
  const found: string[] = [];
  const serious = await seriousViolations(page, found);
  minor.push(...found.map((line) => `${name}: ${line}`));
  await screenshot(page, `a11y/${name}`, { fullPage: false });
  expect(serious, `axe on ${name}`).toEqual([]);
}
