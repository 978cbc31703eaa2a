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
 * The rules that prove every button, field and select has an accessible name, with the elements each one looks
 * at (axe's own selectors: `label` skips inputs of the button and hidden kinds). On every state, each rule must
 * have checked as many elements as the page shows of its kind, so a control axe did not look at (or a page
 * whose controls vanished) cannot pass by finding nothing to say.
 */
export const NAME_RULES = {
  'button-name': 'button',
  label:
    'input:not([type="hidden" i], [type="image" i], [type="button" i], [type="submit" i], [type="reset" i]), textarea',
  'select-name': 'select',
} as const;

/** What the name rules saw: the controls the page shows of each rule's kind, and how many of them axe checked. */
export interface NameRuleCoverage {
  rule: keyof typeof NAME_RULES;
  shown: number;
  checked: number;
}

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
export async function runAxe(
  page: Page,
): Promise<{ violations: A11yViolation[]; coverage: NameRuleCoverage[] }> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await ensureAxe(page);
  return page.evaluate(async (nameRules) => {
    const engine = (window as unknown as { axe: typeof axe }).axe;
    // Every result type in full: the name rules' passes are counted node by node.
    const result = await engine.run(document);
    const violations = result.violations.map((rule) => ({
      id: rule.id,
      impact: rule.impact ?? 'unknown',
      help: rule.help,
      targets: rule.nodes.slice(0, 10).map((node) => node.target.join(' ')),
    }));
    // Shown: rendered (checkVisibility) and not hidden from assistive technology, as axe's own scope is.
    const shown = (selector: string) =>
      [...document.querySelectorAll(selector)].filter(
        (element) =>
          element.checkVisibility({ visibilityProperty: true }) &&
          !element.closest('[aria-hidden="true"], [inert]'),
      ).length;
    const checked = (rule: string) =>
      [...result.passes, ...result.violations, ...result.incomplete]
        .filter((entry) => entry.id === rule)
        .reduce((sum, entry) => sum + entry.nodes.length, 0);
    const coverage = Object.entries(nameRules).map(([rule, selector]) => ({
      rule: rule as keyof typeof nameRules,
      shown: shown(selector),
      checked: checked(rule),
    }));
    return { violations, coverage };
  }, NAME_RULES);
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
  const { violations, coverage } = await runAxe(page);
  // Every state has buttons (the header's language switch at least).
  expect(
    coverage.find((entry) => entry.rule === 'button-name')?.shown,
    'buttons on the page',
  ).toBeGreaterThan(0);
  for (const { rule, shown, checked } of coverage)
    expect(checked, `axe's ${rule} rule checked every one of the ${shown} controls shown`).toBe(shown);
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
