// Standalone page (http://localhost:3004/pl/cabinet/appointments-list): the remote without the shell.
import { PATHS } from '@rozmova/contracts/routes/paths';
import { mountStandalone } from '@rozmova/web/remote/mount-standalone';
import WorkerCabinetApp from './app/app';

void mountStandalone(WorkerCabinetApp, { landing: PATHS.workerCabinet.appointmentsList });
