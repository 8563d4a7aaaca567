// `mf_content/routes`: the pages under /{locale} this remote renders, from the route table. Any other
// slug is a CMS page too (editors add pages without a rebuild): `:slug` is dynamic, so such pages get
// no canonical link.
import { APP_PAGES } from '@rozmova/contracts/routes/paths';

export const routes: readonly string[] = Object.values(APP_PAGES.mf_content);
