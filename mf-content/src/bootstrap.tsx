// Standalone page (http://localhost:3005/pl/faq): the remote without the shell, for editors and
// developers working on content.
import { PATHS } from '@rozmova/contracts/routes/paths';
import { mountStandalone } from '@rozmova/web/remote/mount-standalone';
import ContentApp from './app/app';

void mountStandalone(ContentApp, { landing: PATHS.content.home });
