// mf_payments' `./routes`: the pages under /{locale} this remote renders, from the route table.
import { APP_PAGES } from '@rozmova/contracts/routes/paths';

export const routes: readonly string[] = Object.values(APP_PAGES.mf_payments);
