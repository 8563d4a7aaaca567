// mf_worker_cabinet's `./routes`: its pages, from the route table. Therapists own the cabinet pages,
// admins cabinet/admin/*; any other path under cabinet/ renders "not found" here.
import { APP_PAGES } from '@rozmova/contracts/routes/paths';

export const routes: readonly string[] = Object.values(APP_PAGES.mf_worker_cabinet);
