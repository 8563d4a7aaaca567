import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '@rozmova/testing/fake-api';
import { ANNA } from '../../../test-support/fake-api';
import { where } from '@rozmova/testing/render-remote';
import { renderBooking } from '../../../test-support/render';

it('asks the five questions, sends the answers and shows the recommended therapists', async () => {
  const { seen } = installFakeApi((req) => {
    if (req.path === '/v4/recommendation/recommend') {
      return {
        status: 200,
        body: {
          recommendation_id: 'r-1',
          recommendation: {
            service_id: 'x',
            therapists: [
              {
                worker_id: ANNA.id,
                name: ANNA.name,
                photo_url: null,
                languages: ['pl'],
                specialisations: ['anxiety'],
                price_for_user: 199,
                currency: 'PLN',
                next_free_slot: null,
                reasons: ['concern_match', 'language_match'],
                score: 0.9,
              },
            ],
          },
        },
      };
    }
    return { status: 401, body: { error: 'not_authenticated', message: '' } };
  });
  await renderBooking('pl', '/pl/recommendation');
  // The questionnaire's code loads lazily; on a busy machine that takes more than the default second.
  await screen.findByTestId('recommendation-form', {}, { timeout: 10_000 });

  // Nothing chosen yet: the form explains what is missing instead of sending.
  fireEvent.click(screen.getByTestId('recommendation-submit'));
  expect(seen.filter((r) => r.path === '/v4/recommendation/recommend')).toHaveLength(0);
  expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
  // The message is tied to its question's controls, and the cursor is on the first one to answer.
  const firstConcern = screen.getByLabelText('Lęk i niepokój');
  await waitFor(() => expect(document.activeElement).toBe(firstConcern));
  expect(firstConcern.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(firstConcern.getAttribute('aria-describedby')!)!.getAttribute('role')).toBe('alert');
  const times = screen.getByLabelText('Wieczorem (po 17:00)');
  expect(times.getAttribute('aria-invalid')).toBe('true');
  // The language select has a name of its own.
  expect(screen.getByRole('combobox', { name: 'W jakim języku chcesz rozmawiać?' })).toBeTruthy();

  fireEvent.click(screen.getByLabelText('Lęk i niepokój'));
  fireEvent.click(screen.getByLabelText('Sesja dla par'));
  fireEvent.change(screen.getByLabelText('Do (zł)'), { target: { value: '300' } });
  fireEvent.click(screen.getByLabelText('Wieczorem (po 17:00)'));
  fireEvent.click(screen.getByTestId('recommendation-submit'));

  await screen.findByTestId('recommendation-results');
  const sent = seen.find((r) => r.path === '/v4/recommendation/recommend')!;
  expect(sent.method).toBe('POST');
  expect(sent.query.get('config_id')).toBe('pl');
  expect(sent.body).toMatchObject({
    concerns: ['anxiety'],
    service_kind: 'couple',
    language: 'pl',
    price_max: 300,
    preferred_times: ['evening'],
  });
  expect(screen.getByText('Pracuje z tym, co opisujesz')).toBeTruthy();
  fireEvent.click(screen.getByText('Zobacz profil i zarezerwuj'));
  await waitFor(() => expect(where.search).toBe(`?psychologist_id=${ANNA.id}`));
});
