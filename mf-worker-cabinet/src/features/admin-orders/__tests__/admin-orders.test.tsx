import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearClientCache } from '@rozmova/web/auth/auth-cache';
import { installFakeApi } from '@rozmova/testing/fake-api';
import { authAs, renderCabinet } from '../../../test-support/render';

afterEach(() => clearClientCache());

const ORDER_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const order = (status: string, refundState = status === 'refunded' ? 'refunded' : 'none') => ({
  id: ORDER_ID,
  kind: 'appointment',
  status,
  refund_state: refundState,
  locale: 'pl',
  currency: 'PLN',
  amount: 159.2,
  list_amount: 199,
  discount: 39.8,
  client_name: 'Kasia',
  client_email: 'kasia@example.com',
  provider: 'sandbox',
  booking_id: 'b-1',
  created_at: '2030-03-01T10:00:00.000Z',
  paid_at: '2030-03-01T10:01:00.000Z',
});
const detail = (refunded: boolean) => ({
  order: order(refunded ? 'refunded' : 'paid'),
  payments: [
    {
      id: 'p-1',
      amount: 159.2,
      currency: 'PLN',
      provider: 'sandbox',
      provider_payment_id: 'x',
      created_at: '2030-03-01T10:01:00.000Z',
    },
  ],
  refunds: refunded
    ? [
        {
          id: 'r-1',
          amount: 159.2,
          currency: 'PLN',
          destination: 'payment',
          destination_chosen_by: 'rule',
          reason: 'system_cancelled',
          status: 'pending',
          created_at: '2030-03-02T09:00:00.000Z',
        },
      ]
    : [],
  booking: {
    id: 'b-1',
    status: refunded ? 'cancelled' : 'confirmed',
    starts_at: '2030-03-05T09:00:00.000Z',
    service_kind: 'personal',
    therapist_name: 'Marta',
    time_zone: 'Europe/Warsaw',
  },
  refundable: !refunded,
  not_refundable_because: refunded ? 'already_refunded' : null,
  refund_plan: refunded ? null : { amount: 159.2, sessions_back: 0, sessions_total: 1 },
});

test('an admin finds an order by e-mail, reads the consequence, refunds, and sees the refund', async () => {
  let refunded = false;
  const { seen } = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: authAs('admin') };
    if (req.path === '/v4/admin/orders')
      return {
        status: 200,
        body: { page: 1, per_page: 25, total: 1, orders: [order(refunded ? 'refunded' : 'paid')] },
      };
    if (req.path === `/v4/admin/orders/${ORDER_ID}`) return { status: 200, body: detail(refunded) };
    if (req.path === `/v4/admin/orders/${ORDER_ID}/refund`) {
      refunded = true;
      return { status: 200, body: detail(true) };
    }
    return undefined;
  });
  await renderCabinet('pl', '/pl/cabinet/admin/orders');
  fireEvent.change(await screen.findByLabelText('E-mail klienta'), { target: { value: 'kasia@' } });
  fireEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
  await waitFor(() =>
    expect(seen.some((r) => r.path === '/v4/admin/orders' && r.query.get('email') === 'kasia@')).toBe(true),
  );
  const row = (await screen.findAllByTestId('order-row'))[0]!;
  expect(row.textContent).toContain('159,20 zł');
  fireEvent.click(within(row).getByRole('button'));
  const panel = await screen.findByTestId('order-detail');
  expect(within(panel).getByTestId('order-session').textContent).toContain('Marta');
  fireEvent.click(within(panel).getByTestId('refund'));
  expect(within(panel).getByText(/Sesja zostanie odwołana/).textContent).toContain('159,20 zł');
  fireEvent.change(within(panel).getByLabelText('Powód (zapisany przy odwołaniu)'), {
    target: { value: 'Terapeutka choruje' },
  });
  fireEvent.click(within(panel).getByTestId('refund-confirm'));
  expect((await screen.findByTestId('not-refundable')).textContent).toBe(
    'Pieniądze za to zamówienie zostały już zwrócone.',
  );
  expect(within(screen.getByTestId('order-refunds')).getByText(/wysyłany do banku/)).toBeTruthy();
  expect(seen.find((r) => r.path.endsWith('/refund'))!.body).toEqual({ reason: 'Terapeutka choruje' });
});

test("a bundle's refund states its rule first: the unused sessions, their share and what stays booked", async () => {
  const bundle = {
    ...detail(false),
    order: { ...order('paid'), kind: 'bundle', amount: 945.25, booking_id: null },
    booking: null,
    refund_plan: { amount: 567.15, sessions_back: 3, sessions_total: 5 },
  };
  const { seen } = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: authAs('admin') };
    if (req.path === '/v4/admin/orders')
      return { status: 200, body: { page: 1, per_page: 25, total: 1, orders: [bundle.order] } };
    if (req.path === `/v4/admin/orders/${ORDER_ID}`) return { status: 200, body: bundle };
    if (req.path === `/v4/admin/orders/${ORDER_ID}/refund`)
      return {
        status: 409,
        body: {
          error: 'refund_not_possible',
          message: 'no',
          details: [{ field: 'id', rule: 'already_refunded' }],
        },
      };
    return undefined;
  });
  await renderCabinet('en', '/en/cabinet/admin/orders');
  fireEvent.change(await screen.findByLabelText("Client's e-mail"), { target: { value: 'kasia@' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  fireEvent.click(within((await screen.findAllByTestId('order-row'))[0]!).getByRole('button'));
  const panel = await screen.findByTestId('order-detail');
  fireEvent.click(within(panel).getByTestId('refund'));
  const rule = within(panel).getByTestId('refund-rule').textContent!;
  expect(rule).toContain('3 of the 5 sessions of this bundle are still unused');
  // Written as the order's market writes it (issue 23, point 7), not in the admin's language.
  expect(rule).toContain('567,15 zł');
  expect(rule).toContain('Sessions already booked stay booked.');
  fireEvent.click(within(panel).getByRole('button', { name: 'Yes, refund' }));
  expect((await within(panel).findByRole('alert')).textContent).not.toBe('');
  expect(seen.filter((r) => r.path.endsWith('/refund'))).toHaveLength(1);
});

test('a malformed order number is said before anything is asked', async () => {
  const { seen } = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: authAs('admin') };
    if (req.path === '/v4/admin/orders') return { status: 200, body: { page: 1, per_page: 25, total: 0, orders: [] } };
    return undefined;
  });
  await renderCabinet('en', '/en/cabinet/admin/orders');
  fireEvent.change(await screen.findByLabelText('Order number'), { target: { value: '12345' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'An order number looks like 8-4-4-4-12 letters and digits.',
  );
  expect(seen.filter((r) => r.path === '/v4/admin/orders' && r.query.has('order_id'))).toEqual([]);
});

test('issue 23, point 7: a token refund reads as a token in the list and the order; times are on one named clock', async () => {
  const tokenDetail = {
    ...detail(true),
    order: { ...order('paid', 'token'), locale: 'en', currency: 'GBP', amount: 79 },
    payments: [{ ...detail(true).payments[0]!, amount: 79, currency: 'GBP' }],
    refunds: [
      {
        id: 'r-1',
        amount: 79,
        currency: 'GBP',
        destination: 'token',
        destination_chosen_by: 'client',
        reason: 'client_cancelled',
        status: 'succeeded',
        created_at: '2030-03-02T09:00:00.000Z',
      },
    ],
  };
  installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: authAs('admin') };
    if (req.path === '/v4/admin/orders')
      return { status: 200, body: { page: 1, per_page: 25, total: 1, orders: [tokenDetail.order] } };
    if (req.path === `/v4/admin/orders/${ORDER_ID}`) return { status: 200, body: tokenDetail };
    return undefined;
  });
  await renderCabinet('pl', '/pl/cabinet/admin/orders');
  fireEvent.change(await screen.findByLabelText('E-mail klienta'), { target: { value: 'kasia@' } });
  fireEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
  const row = (await screen.findAllByTestId('order-row'))[0]!;
  // A British order in a Polish admin's list: the pound written the British way, and not "paid" after a refund.
  expect(row.textContent).toContain('£79.00');
  expect(within(row).getByTestId('order-row-state').textContent).toBe('Zwrócone jako sesja na saldo');
  fireEvent.click(within(row).getByRole('button'));
  const panel = await screen.findByTestId('order-detail');
  expect(within(panel).getByTestId('order-state').textContent).toBe('Zwrócone jako sesja na saldo');
  const refunds = within(panel).getByTestId('order-refunds').textContent!;
  expect(refunds).toContain('jako sesja na saldo');
  expect(refunds).not.toContain('£79.00');
  // Session and payment times on the order's market clock (London), the zone named on each.
  expect(within(panel).getByTestId('order-session').textContent).toBe(
    '5 mar 2030, 09:00 czasu londyńskiego · Marta · odwołana',
  );
  expect(panel.textContent).toContain('1 mar 2030, 10:01 czasu londyńskiego');
});

test('issue 22: an admin refunds a session as a token only by saying the client asked for it', async () => {
  const { seen } = installFakeApi((req) => {
    if (req.path === '/auth') return { status: 200, body: authAs('admin') };
    if (req.path === '/v4/admin/orders')
      return { status: 200, body: { page: 1, per_page: 25, total: 1, orders: [order('paid')] } };
    if (req.path === `/v4/admin/orders/${ORDER_ID}`) return { status: 200, body: detail(false) };
    if (req.path === `/v4/admin/orders/${ORDER_ID}/refund`) return { status: 200, body: detail(true) };
    return undefined;
  });
  await renderCabinet('en', '/en/cabinet/admin/orders');
  fireEvent.change(await screen.findByLabelText("Client's e-mail"), { target: { value: 'kasia@' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  fireEvent.click(within((await screen.findAllByTestId('order-row'))[0]!).getByRole('button'));
  const panel = await screen.findByTestId('order-detail');
  fireEvent.click(within(panel).getByTestId('refund'));
  const asToken = within(panel).getByLabelText('The client asked for a session token instead of their money');
  expect((asToken as HTMLInputElement).checked).toBe(false);
  fireEvent.click(asToken);
  fireEvent.click(within(panel).getByTestId('refund-confirm'));
  await waitFor(() => expect(seen.some((r) => r.path.endsWith('/refund'))).toBe(true));
  expect(seen.find((r) => r.path.endsWith('/refund'))!.body).toEqual({ client_asked_for_token: true });
});
