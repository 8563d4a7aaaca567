// WCAG 2.2 AA check of whatever the page shows right now, with axe-core injected into the page itself
// (no network: the script comes from node_modules). A failure names each rule and the elements it found.
import { readFileSync } from 'node:fs';
import type { Page } from 'puppeteer';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, WCAG_22_AA_TAGS);
}

export function describeViolations(url: string, violations: AxeViolation[]): string {
  return [
    `${violations.length} WCAG 2.2 AA violation(s) on ${url}:`,
    ...violations.map(
      (v) =>
        `- ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`)
          .join('\n'),
    ),
  ].join('\n');
}

/** Fails with every violation axe finds on the page as it stands (WCAG 2.0, 2.1 and 2.2, levels A and AA). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  let violations: AxeViolation[];
  try {
    violations = await axeViolations(page);
  } catch (error) {
    // The page went on to the next one (the checkout leaving for the provider) while it was being checked:
    // the next page gets its own check.
    if (/Execution context was destroyed|detached|Target closed|navigat/i.test(String(error))) return;
    throw error;
  }
  if (violations.length > 0) throw new Error(describeViolations(page.url(), violations));
}
