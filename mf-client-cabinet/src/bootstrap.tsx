// Standalone page (http://localhost:3003/pl/cabinet): the remote without the shell.
import { PATHS } from '@rozmova/contracts/routes/paths';
import { mountStandalone } from '@rozmova/web/remote/mount-standalone';
import ClientCabinetApp from './app/app';

void mountStandalone(ClientCabinetApp, { landing: PATHS.clientCabinet.sessions });
