// axe-core in the page under test: no WCAG 2.0/2.1/2.2 A or AA violation may be found. axe.min.js is
// injected with a script tag (nothing is fetched from the network).
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer';

const require = createRequire(__filename);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

export async function expectNoAxeViolations(page: Page, context = 'main'): Promise<void> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async (selector: string) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const target = document.querySelector(selector) ? selector : document;
    const result = await axe.run(target, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  }, context);
  // The whole list in the failure message says what to fix without opening a browser.
  expect(JSON.stringify(violations, null, 2)).toBe('[]');
}
