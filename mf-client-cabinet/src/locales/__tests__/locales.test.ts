import { describeLocaleFilesInStep } from '@rozmova/testing/locale-files';
import en from '../en.json';
import pl from '../pl.json';
import ro from '../ro.json';
import ua from '../ua.json';

describeLocaleFilesInStep({ en, ua, pl, ro });
