import { describeLocaleFilesInStep } from '@rozmova/web/testing/locale-files';
import { en } from '../locales/en';
import { pl } from '../locales/pl';
import { ro } from '../locales/ro';
import { ua } from '../locales/ua';

describe('the call page texts', () => {
  describeLocaleFilesInStep({ en, ua, pl, ro });
});
