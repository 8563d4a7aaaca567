// Page object for mf-content's region (CMS pages such as /{locale}/home).
import type { Page } from 'puppeteer';
import { expectNoAxeViolations } from '../support/axe';

export class ContentRegion {
  constructor(readonly page: Page) {}

  /** Waits for mf-content to render its page and returns the region's visible text. */
  async text(): Promise<string> {
    await this.page.waitForFunction(
      () => {
        const region = document.querySelector('[data-remote-region="mf_content"]');
        return Boolean(region && (region as HTMLElement).innerText.trim().length > 40);
      },
      { timeout: 20_000 },
    );
    await expectNoAxeViolations(this.page);
    return this.page.$eval('[data-remote-region="mf_content"]', (element) => (element as HTMLElement).innerText);
  }
}
