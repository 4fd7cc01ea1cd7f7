// Runs axe-core (WCAG 2.1 A and AA rules) in a page. axe reads into open shadow roots by itself, so one run over the
// document covers every element's shadow tree.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Violation {
  rule: string;
  impact: string;
  nodes: { target: string; html: string; summary: string }[];
}

export interface AxeScope {
  /**
   * Only this part of the page, as a shadow-piercing path: the host's selector, then selectors inside its shadow
   * root (e.g. `['admin-shell', '.backroom-popup-layer']` for what a page's buttons opened).
   */
  within?: string[];
  /** Only these rules (e.g. `['color-contrast']` when only the colours changed). */
  rules?: string[];
}

/** The WCAG 2.1 A/AA violations in the page as it is now (hidden nodes are left out, as axe does by default). */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  return page.evaluate(async ({ tags, within, rules }) => {
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: object): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[]; html: string; failureSummary?: string }[] }[] }> } }).axe;
    const context = within ? { include: [{ fromShadowDom: within }] } : document;
    const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags };
    const result = await axe.run(context, { runOnly, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'minor',
      nodes: violation.nodes.map((node) => ({ target: JSON.stringify(node.target), html: node.html.slice(0, 200), summary: (node.failureSummary ?? '').slice(0, 300) })),
    }));
  }, { tags: WCAG21_AA, within: scope.within, rules: scope.rules });
}

/** Critical and serious only: what the sweep fails on. */
export function blocking(violations: Violation[]): Violation[] {
  return violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious');
}
