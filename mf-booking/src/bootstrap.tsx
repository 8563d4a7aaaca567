// Standalone page (http://localhost:3001/pl/therapists): the remote without the shell.
import { PATHS } from '@rozmova/contracts/routes/paths';
import { mountStandalone } from '@rozmova/web/remote/mount-standalone';
import BookingApp from './app/app';

void mountStandalone(BookingApp, { landing: PATHS.booking.therapists });
