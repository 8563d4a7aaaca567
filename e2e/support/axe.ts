// Runs axe-core (the engine, injected from node_modules) on the page and fails with a readable list of
// what breaks WCAG 2.2 A/AA: rule, impact, and the first elements it found.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'puppeteer';

const require = createRequire(__filename);
let source: string | null = null;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; html: string }>;
}

export async function axeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.evaluate(source);
  return page.evaluate(async (scope) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(scope ? document.querySelector(scope) : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, html: n.html.slice(0, 160) })) }));
  }, selector ?? null);
}

/** No WCAG 2.2 AA violation on the page as it is now (or inside `selector`). */
export async function expectNoAxeViolations(page: Page, selector?: string): Promise<void> {
  const violations = await axeViolations(page, selector);
  const readable = violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`);
  expect(readable).toEqual([]);
}
