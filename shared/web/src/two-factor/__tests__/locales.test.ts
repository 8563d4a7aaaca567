import { describeLocaleFilesInStep } from '@rozmova/web/testing/locale-files';
import { en } from '../locales/en';
import { pl } from '../locales/pl';
import { ro } from '../locales/ro';
import { ua } from '../locales/ua';

describe('the two-step sign-in texts', () => {
  describeLocaleFilesInStep({ en, ua, pl, ro });
});
