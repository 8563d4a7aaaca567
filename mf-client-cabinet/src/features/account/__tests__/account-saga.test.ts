// The account saga end to end against a fake api, and what it does to the browser's sign-in.
import { createStore, applyMiddleware } from 'redux';
import createSagaMiddleware from 'redux-saga';
import type { AccountApi } from '../api/account-api';
import { changePassword, deleteAccount, loadUser, saveNotifications, saveProfile } from '../store/actions';
import { accountReducer, initialAccountState } from '../store/reducer';
import { accountSaga, type SessionEffects } from '../store/saga';
import { userInfo } from '../../../test-support/fixtures';
import { ApiError } from '@rozmova/web/api-client';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function run(api: Partial<AccountApi>) {
  const effects: string[] = [];
  const session: SessionEffects = {
    signedInAgain: (auth) => effects.push(`signed in again as ${auth.user.email}`),
    signedOut: (locale) => effects.push(`signed out, home in ${locale}`),
  };
  const saga = createSagaMiddleware();
  const store = createStore(accountReducer, initialAccountState, applyMiddleware(saga));
  saga.run(accountSaga, api as AccountApi, session);
  return { store, effects };
}

it('loads the person and saves a new name, keeping what the api answered', async () => {
  const { store } = run({
    getUserInfo: async () => userInfo(),
    changeUserInfo: async (_locale, body) => userInfo({ name: body.name! }),
  });
  store.dispatch(loadUser('pl'));
  await flush();
  expect(store.getState().user.data?.name).toBe('Zofia');
  store.dispatch(saveProfile('pl', { name: 'Zofia Nowak' }));
  await flush();
  expect(store.getState().profile.status).toBe('saved');
  expect(store.getState().user.data?.name).toBe('Zofia Nowak');
});

it('names the fields the api refused', async () => {
  const { store } = run({
    changeUserInfo: async () =>
      Promise.reject(
        new ApiError(400, {
          error: 'validation_failed',
          message: '',
          details: [{ field: 'timezone', rule: 'time_zone' }],
        }),
      ),
  });
  store.dispatch(saveProfile('pl', { timezone: 'Mars/Olympus' }));
  await flush();
  expect(store.getState().profile).toEqual({ status: 'error', error: 'validation_failed', fields: ['timezone'] });
});

it('saves notification choices', async () => {
  const { store } = run({
    changeNotificationSettings: async () =>
      userInfo({
        notification_settings: { email_reminders: false, email_booking_updates: true, email_marketing: true },
      }),
  });
  store.dispatch(saveNotifications('pl', { email_reminders: false, email_marketing: true }));
  await flush();
  expect(store.getState().notifications.status).toBe('saved');
  expect(store.getState().user.data?.notification_settings.email_marketing).toBe(true);
});

it('after a password change keeps this browser signed in with the new session; a wrong password says so', async () => {
  const auth = {
    user: { id: 'u-1', email: 'zofia@example.com', role: 'user' as const, data: { has_to_confirm_reg_google: false } },
    session: { user_id: 'u-1', user_is_reg: true },
    additional_user_data: { fbc: null },
  };
  const ok = run({ changePassword: async () => auth });
  ok.store.dispatch(changePassword('pl', { current_password: 'Old-pass-1', new_password: 'New-pass-22' }));
  await flush();
  expect(ok.store.getState().password.status).toBe('saved');
  expect(ok.effects).toEqual(['signed in again as zofia@example.com']);

  const wrong = run({
    changePassword: async () => Promise.reject(new ApiError(400, { error: 'wrong_password', message: '' })),
  });
  wrong.store.dispatch(changePassword('pl', { current_password: 'nope-nope', new_password: 'New-pass-22' }));
  await flush();
  expect(wrong.store.getState().password).toMatchObject({ status: 'error', error: 'wrong_password' });
  expect(wrong.effects).toEqual([]);
});

it('signs out only once the account is really deleted', async () => {
  const failed = run({ deleteAccount: async () => Promise.reject(new ApiError(0, undefined, { reason: 'timeout' })) });
  failed.store.dispatch(deleteAccount('pl'));
  await flush();
  expect(failed.store.getState().deletion).toMatchObject({ status: 'error', error: 'timeout' });
  expect(failed.effects).toEqual([]);

  const done = run({ getUserInfo: async () => userInfo(), deleteAccount: async () => ({ ok: true }) });
  done.store.dispatch(loadUser('pl'));
  await flush();
  done.store.dispatch(deleteAccount('pl'));
  await flush();
  expect(done.store.getState().deletion.status).toBe('saved');
  // Nothing about the person stays in the store.
  expect(done.store.getState().user.data).toBeNull();
  expect(done.effects).toEqual(['signed out, home in pl']);
});
