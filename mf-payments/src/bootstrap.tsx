// Standalone page (http://localhost:3002/pl/tokens): the remote without the shell.
import { PATHS } from '@rozmova/contracts/routes/paths';
import { mountStandalone } from '@rozmova/web/remote/mount-standalone';
import PaymentsApp from './app/app';

void mountStandalone(PaymentsApp, { landing: PATHS.payments.tokens });
