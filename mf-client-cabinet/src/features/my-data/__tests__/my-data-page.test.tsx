// "My data" offers the whole export as a download in every language: the link goes to the api's export (an
// attachment, so the browser saves it) and the page says what the file holds and what deletion erases.
import { screen } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { installFakeApi, registeredAuth } from '@rozmova/testing/fake-api';
import { renderCabinet } from '../../../test-support/render';

afterEach(() => clearClientCache());

it.each([
  ['ua', 'Завантажити мої дані', 'листи, які ми вам надсилали'],
  ['pl', 'Pobierz moje dane', 'e-maile, które Ci wysłaliśmy'],
  ['ro', 'Descărcați datele mele', 'e-mailurile pe care vi le-am trimis'],
  ['en', 'Download my data', 'the e-mails we sent you'],
] as const)('offers the export as a download (%s)', async (locale, button, mails) => {
  installFakeApi((req) =>
    req.path === '/auth' ? { status: 200, body: registeredAuth('zofia@example.com') } : undefined,
  );
  await renderCabinet(locale, `/${locale}/cabinet/my-data`);
  const link = (await screen.findByTestId('export-my-data', {}, { timeout: 10_000 })) as HTMLAnchorElement;
  expect(link.textContent).toBe(button);
  expect(new URL(link.href).pathname).toMatch(/\/v4\/account\/export_my_data$/);
  expect(screen.getByText(new RegExp(mails))).toBeTruthy();
});
