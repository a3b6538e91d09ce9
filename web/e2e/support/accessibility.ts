import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** The impacts that fail a screen (docs/decisions.md, "Phones and accessibility"). */
const failingImpacts: readonly string[] = ['serious', 'critical'];

/** One line per violation: the rule, its impact and where it occurs, readable in a test report. */
function describeViolation(violation: Result): string {
  const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(' '));
  const more = violation.nodes.length > 5 ? ` (+${String(violation.nodes.length - 5)} more)` : '';
  return `${violation.id} [${violation.impact ?? 'unknown'}] ${violation.help}: ${targets.join(', ')}${more}`;
}

/**
 * Runs axe-core on the page as it stands, with every rule of its default set (WCAG 2.0–2.2 A and
 * AA and axe's best practices), and fails on any serious or critical violation.
 */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const failing = results.violations.filter((violation) => failingImpacts.includes(violation.impact ?? ''));
  expect(failing.map(describeViolation), `serious or critical axe violations on ${screen}`).toEqual([]);
}

/**
 * Fails on any violation of the named rules, whatever its impact: for findings fixed once that
 * should stay fixed (a table's scroll area named like its section was a second landmark of one
 * name, `landmark-unique`).
 */
export async function expectNoViolationsOf(page: Page, rules: readonly string[], screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules([...rules]).analyze();
  expect(results.violations.map(describeViolation), `${rules.join(', ')} on ${screen}`).toEqual([]);
}
