// One wording of failures for every app: the app's own sentence for a code, else the shared one, else the
// app's general line; the code comes from a thrown ApiError, a failure a store kept, or is given as is.
import { createInstance, type TFunction } from 'i18next';
import { ApiError } from '../../api-client';
import { errorCode, errorText } from '../error-text';

async function translator(): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    ns: ['errors', 'cabinet'],
    defaultNS: 'cabinet',
    resources: {
      en: {
        errors: { slot_taken: 'This time has just been taken.', timeout: 'The server took too long to answer.' },
        cabinet: { errors: { generic: 'Something went wrong.', slot_taken: 'Someone booked this time first.' } },
      },
    },
  });
  return i18n.t;
}

describe('errorCode', () => {
  it('reads the code of a thrown error, a kept failure and a bare code', () => {
    expect(errorCode(new ApiError(409, { error: 'slot_taken', message: 'Taken.' }))).toBe('slot_taken');
    expect(errorCode(new ApiError(0, undefined, { reason: 'timeout' }))).toBe('timeout');
    expect(errorCode(new ApiError(502, undefined, { text: '<html>' }))).toBe('http_error');
    expect(errorCode({ error: 'client_busy', status: 409 })).toBe('client_busy');
    expect(errorCode('promo_code_exists')).toBe('promo_code_exists');
    expect(errorCode(new TypeError('Failed to fetch'))).toBe('network_error');
    expect(errorCode({ error: 42 })).toBe('network_error');
  });
});

describe('errorText', () => {
  it('prefers the app’s own sentence, then the shared one, then the app’s general line', async () => {
    const t = await translator();
    expect(errorText(t, new ApiError(409, { error: 'slot_taken', message: 'Taken.' }), 'cabinet')).toBe(
      'Someone booked this time first.',
    );
    expect(errorText(t, { error: 'timeout', status: 0 }, 'cabinet')).toBe('The server took too long to answer.');
    expect(errorText(t, 'made_up_code', 'cabinet')).toBe('Something went wrong.');
  });
});
