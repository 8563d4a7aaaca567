/** @jest-environment jsdom */
// The profile's two-step sign-in section as a person uses it, against the api at the HTTP level: turning it on
// (password, key and QR code, a code, the recovery codes once), the refusals it explains, turning it off.
import { act } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@rozmova/web/i18n/i18n';
import { installFakeApi, twoFactorOff, type SeenRequest } from '@rozmova/web/testing/fake-api';
import { TwoFactorSettings } from '../two-factor-settings';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `ABCD${i}-EFGH${i}`);

let status: Record<string, unknown>;
let seen: SeenRequest[];

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => {
  status = twoFactorOff();
  ({ seen } = installFakeApi((req) => {
    const body = req.body as Record<string, string> | null;
    if (req.path === '/two_factor') return { status: 200, body: status };
    if (req.path === '/two_factor/enrol') {
      if (body?.password !== 'Right-Pass-1') {
        return { status: 400, body: { error: 'wrong_password', message: 'no' } };
      }
      return {
        status: 200,
        body: { secret: SECRET, otpauth_uri: `otpauth://totp/Rozmova:a?secret=${SECRET}`, qr_svg: '<svg></svg>' },
      };
    }
    if (req.path === '/two_factor/confirm') {
      if (body?.code !== '123456') return { status: 400, body: { error: 'invalid_second_factor_code', message: 'no' } };
      status = { ...status, enrolled: true, enrolled_at: '2026-11-27T09:00:00.000Z', recovery_codes_left: 10 };
      return { status: 200, body: { recovery_codes: CODES } };
    }
    if (req.path === '/two_factor/disable') {
      if (!body?.code) return { status: 400, body: { error: 'second_factor_code_required', message: 'no' } };
      status = { ...status, enrolled: false, enrolled_at: null, recovery_codes_left: 0 };
      return { status: 200, body: { ok: true } };
    }
    return undefined;
  }));
});

async function flush() {
  for (let i = 0; i < 5; i += 1) await act(async () => undefined);
}

async function open(locale: 'en' | 'ua' = 'en') {
  await initI18n(locale);
  await i18n.changeLanguage(locale);
  render(
    <I18nextProvider i18n={i18n}>
      <TwoFactorSettings locale={locale} />
    </I18nextProvider>,
  );
  await flush();
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }));
  await flush();
};

describe('two-step sign-in in the profile', () => {
  it('turns on: password, then the key as text and QR code, then a code, then the recovery codes once', async () => {
    await open();
    expect(screen.getByTestId('two-factor-state').textContent).toBe('Two-step sign-in is off.');
    await click('Turn on two-step sign-in');
    type('Your password', 'wrong');
    await click('Continue');
    expect(screen.getByRole('alert').textContent).toBe('The current password is not right. Please try again.');
    type('Your password', 'Right-Pass-1');
    await click('Continue');
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('img', { name: 'QR code for the authenticator app' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in an authenticator app on this device' }).getAttribute('href')).toBe(
      `otpauth://totp/Rozmova:a?secret=${SECRET}`,
    );
    type('6-digit code from the app', '000000');
    await click('Confirm and turn on');
    expect(screen.getByRole('alert').textContent).toBe(
      'This code is not right or has already been used. Please try the current code.',
    );
    type('6-digit code from the app', '123456');
    await click('Confirm and turn on');
    const shown = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(shown).toEqual(CODES);
    await click('I have saved them');
    expect(screen.queryByTestId('two-factor-codes')).toBeNull();
    expect(screen.getByTestId('two-factor-state').textContent).toBe(
      'Two-step sign-in is on since 27 November 2026. Recovery codes left: 10.',
    );
    expect(seen.filter((r) => r.path === '/two_factor/confirm').map((r) => r.body)).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);
  });

  it('turning off asks the password and a code', async () => {
    status = { ...status, enrolled: true, enrolled_at: '2026-11-20T09:00:00.000Z', recovery_codes_left: 7 };
    await open('ua');
    expect(screen.getByTestId('two-factor-state').textContent).toContain('Резервних кодів залишилося: 7.');
    await click('Вимкнути двоетапний вхід');
    type('Ваш пароль', 'Right-Pass-1');
    await click('Вимкнути');
    expect(screen.getByRole('alert').textContent).toBe('Введіть код із застосунку-автентифікатора.');
    type('Код із застосунку або резервний код', 'ABCD1-EFGH1');
    await click('Вимкнути');
    expect(screen.getByTestId('two-factor-state').textContent).toBe('Двоетапний вхід вимкнено.');
    expect(seen.find((r) => r.path === '/two_factor/disable' && (r.body as { code?: string }).code)?.body).toEqual({
      password: 'Right-Pass-1',
      code: 'ABCD1-EFGH1',
    });
  });

  it('a therapist in the grace period is told the date it is required by', async () => {
    status = { ...status, required: true, required_from: '2099-12-11T10:00:00.000Z' };
    await open();
    expect(screen.getByTestId('two-factor-required').textContent).toBe(
      'For your role, two-step sign-in is required. Please turn it on by 11 December 2099.',
    );
  });
});
