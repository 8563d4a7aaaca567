import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { installFakeApi, registeredAuth } from '@rozmova/testing/fake-api';
import { renderPayments } from '../../../test-support/render';
import { redirect } from '../../../lib/redirect';

afterEach(() => {
  jest.restoreAllMocks();
  clearClientCache();
});

it('previews the certificate with what was typed, buys it, lists bought ones and redeems a code', async () => {
  const go = jest.spyOn(redirect, 'to').mockImplementation(() => undefined);
  const { seen } = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('ola@example.com') };
    if (req.path === '/v4/giftcode/get_purchased_giftcodes') {
      return {
        status: 200,
        body: {
          gift_codes: [
            {
              order_id: 'o-7',
              code: 'ABCD-EFGH-JKMN',
              locale: 'pl',
              service_id: SERVICE_IDS.personal,
              sessions: 3,
              expires_at: '2027-01-01T00:00:00Z',
              redeemed: false,
            },
          ],
        },
      };
    }
    if (req.path === '/v4/giftcode/initiate_purchase_of_giftcode') {
      return {
        status: 200,
        body: {
          order_id: 'o-8',
          status: 'pending',
          checkout_url: 'http://pay.example/o-8',
          expires_at: '2027-01-01T00:00:00Z',
          price_for_user: 597,
          amount_minor: 59700,
          currency: 'PLN',
        },
      };
    }
    if (req.path === '/v4/giftcode/redeem') return { status: 409, body: { error: 'giftcode_used', message: 'used' } };
    return undefined;
  });
  await renderPayments('pl', '/pl/gift-codes');
  await screen.findByTestId('gift-form');
  // The price is said before paying, and follows the choice: 199 zł a session in Poland.
  expect(screen.getByTestId('gift-price').textContent).toBe('Do zapłaty: 199,00 zł');
  fireEvent.change(screen.getByLabelText('Liczba sesji'), { target: { value: '3' } });
  expect(screen.getByTestId('gift-price').textContent).toBe('Do zapłaty: 597,00 zł');
  fireEvent.change(screen.getByLabelText('Imię obdarowanej osoby'), { target: { value: 'Marta' } });
  const preview = new URL(screen.getByTestId('gift-preview').getAttribute('href')!);
  expect(preview.pathname).toBe('/api/v4/giftcode/pdf/preview');
  expect(Object.fromEntries(preview.searchParams)).toEqual({
    config_id: 'pl',
    service_id: SERVICE_IDS.personal,
    sessions: '3',
    recipient_name: 'Marta',
  });

  fireEvent.click(screen.getByTestId('gift-buy'));
  await waitFor(() => expect(go).toHaveBeenCalledWith('http://pay.example/o-8'));
  expect(seen.find((r) => r.path === '/v4/giftcode/initiate_purchase_of_giftcode')!.body).toEqual({
    service_id: SERVICE_IDS.personal,
    sessions: 3,
    recipient_name: 'Marta',
  });

  const bought = await screen.findByTestId('purchased-gift');
  expect(bought.textContent).toContain('ABCD-EFGH-JKMN');
  expect(bought.querySelector('a')!.getAttribute('href')).toBe(
    'http://localhost:8080/api/v4/giftcode/pdf/result?order_id=o-7',
  );

  fireEvent.change(screen.getByLabelText('Kod podarunkowy'), { target: { value: 'abcd-efgh-jkmn' } });
  fireEvent.click(screen.getByText('Wykorzystaj'));
  expect(await screen.findByText('Ten kod podarunkowy został już wykorzystany.')).toBeTruthy();
  // The message belongs to the code field, which gets the focus back.
  const field = screen.getByLabelText('Kod podarunkowy');
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe(
    'Ten kod podarunkowy został już wykorzystany.',
  );
  await waitFor(() => expect(document.activeElement).toBe(field));
  expect(seen.find((r) => r.path === '/v4/giftcode/redeem')!.body).toEqual({ code: 'ABCD-EFGH-JKMN' });
});

it('makes one order on a double click, and a redeemed code says the sessions added and clears the field', async () => {
  const go = jest.spyOn(redirect, 'to').mockImplementation(() => undefined);
  const { seen } = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: registeredAuth('ola@example.com') };
    if (req.path === '/v4/giftcode/get_purchased_giftcodes') return { status: 200, body: { gift_codes: [] } };
    if (req.path === '/v4/giftcode/initiate_purchase_of_giftcode') {
      return {
        status: 200,
        body: {
          order_id: 'o-9',
          status: 'pending',
          checkout_url: 'http://pay.example/o-9',
          expires_at: '2027-01-01T00:00:00Z',
          price_for_user: 199,
          amount_minor: 19900,
          currency: 'PLN',
        },
      };
    }
    if (req.path === '/v4/giftcode/redeem') return { status: 200, body: { tokens_added: 3 } };
    return undefined;
  });
  await renderPayments('en', '/en/gift-codes');
  expect(await screen.findByText('You have not bought any gift certificates yet')).toBeTruthy();
  const buy = screen.getByTestId('gift-buy');
  fireEvent.click(buy);
  fireEvent.click(buy);
  await waitFor(() => expect(go).toHaveBeenCalledWith('http://pay.example/o-9'));
  expect(seen.filter((r) => r.path === '/v4/giftcode/initiate_purchase_of_giftcode')).toHaveLength(1);

  const field = screen.getByLabelText('Gift code') as HTMLInputElement;
  fireEvent.change(field, { target: { value: ' wxyz-abcd-efgh ' } });
  fireEvent.click(screen.getByText('Redeem'));
  expect((await screen.findByRole('status')).textContent).toBe('The gift is in your account: 3 sessions added.');
  expect(field.value).toBe('');
  expect(seen.find((r) => r.path === '/v4/giftcode/redeem')!.body).toEqual({ code: 'WXYZ-ABCD-EFGH' });
});

it('answers "not found" for a path under gift-codes it does not know', async () => {
  installFakeApi((req) =>
    req.path === '/auth' ? { status: 200, body: registeredAuth('ola@example.com') } : undefined,
  );
  await renderPayments('ua', '/ua/gift-codes/x');
  const notFound = await screen.findByTestId('not-found');
  expect(notFound.querySelector('h1')?.textContent).toBe('Ми не знайшли цю сторінку');
  expect(screen.getByRole('link', { name: 'На головну' }).getAttribute('href')).toBe('/ua/home');
  expect(screen.queryByTestId('gift-form')).toBeNull();
});
