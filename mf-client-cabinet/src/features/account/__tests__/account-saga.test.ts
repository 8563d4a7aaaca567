// The account's request slices and their sagas end to end against a fake api: what the api receives, what
// the profile's forms then read, and what happens to the browser's sign-in.
import type { AccountApi } from '../api/account-api';
import {
  accountSagas,
  accountSlices,
  deletionSlice,
  emailSlice,
  notificationsSlice,
  passwordSlice,
  profileSlice,
  saveState,
  userSlice,
  type SessionEffects,
} from '../store/account-slices';
import { userInfo } from '../../../test-support/fixtures';
import { settle as flush, sliceStore, unexpected } from '../../../test-support/slice-store';
import { ApiError } from '@rozmova/web/api-client';

function run(api: Partial<AccountApi>) {
  const effects: string[] = [];
  const session: SessionEffects = {
    signedInAgain: (auth) => effects.push(`signed in again as ${auth.user.email}`),
    signedOut: (locale) => effects.push(`signed out, home in ${locale}`),
  };
  const full: AccountApi = {
    getUserInfo: unexpected('getUserInfo'),
    changeUserInfo: unexpected('changeUserInfo'),
    changeNotificationSettings: unexpected('changeNotificationSettings'),
    changePassword: unexpected('changePassword'),
    changeEmail: unexpected('changeEmail'),
    deleteAccount: unexpected('deleteAccount'),
    ...api,
  };
  const store = sliceStore(accountSlices, accountSagas(full, session));
  // What the profile page and its forms read.
  const state = () => {
    const root = store.getState();
    return {
      user: userSlice.select(root),
      profile: saveState(profileSlice.select(root)),
      notifications: saveState(notificationsSlice.select(root)),
      password: saveState(passwordSlice.select(root)),
      email: saveState(emailSlice.select(root)),
      deletion: saveState(deletionSlice.select(root)),
    };
  };
  return { store: { dispatch: store.dispatch, getState: state }, effects };
}

it('loads the person and saves a new name, keeping what the api answered', async () => {
  const { store } = run({
    getUserInfo: async () => userInfo(),
    changeUserInfo: async (_locale, body) => userInfo({ name: body.name! }),
  });
  store.dispatch(userSlice.request('pl'));
  await flush();
  expect(store.getState().user.data?.name).toBe('Zofia');
  store.dispatch(profileSlice.request({ locale: 'pl', body: { name: 'Zofia Nowak' } }));
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
  store.dispatch(profileSlice.request({ locale: 'pl', body: { timezone: 'Mars/Olympus' } }));
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
  store.dispatch(notificationsSlice.request({ locale: 'pl', body: { email_reminders: false, email_marketing: true } }));
  await flush();
  expect(store.getState().notifications.status).toBe('saved');
  expect(store.getState().user.data?.notification_settings.email_marketing).toBe(true);
});

it('after a password change keeps this browser signed in with the new session; a wrong password says so', async () => {
  const auth = {
    user: {
      id: 'u-1',
      email: 'zofia@example.com',
      role: 'user' as const,
      data: { has_to_confirm_reg_google: false, email_verified: true },
    },
    session: { user_id: 'u-1', user_is_reg: true },
    additional_user_data: { fbc: null },
  };
  const ok = run({ changePassword: async () => auth });
  ok.store.dispatch(
    passwordSlice.request({
      locale: 'pl',
      body: { current_password: 'Old-pass-1', new_password: 'New-pass-22', end_other_sessions: true },
    }),
  );
  await flush();
  expect(ok.store.getState().password.status).toBe('saved');
  expect(ok.effects).toEqual(['signed in again as zofia@example.com']);

  const wrong = run({
    changePassword: async () => Promise.reject(new ApiError(400, { error: 'wrong_password', message: '' })),
  });
  wrong.store.dispatch(
    passwordSlice.request({
      locale: 'pl',
      body: { current_password: 'nope-nope', new_password: 'New-pass-22', end_other_sessions: true },
    }),
  );
  await flush();
  expect(wrong.store.getState().password).toMatchObject({ status: 'error', error: 'wrong_password' });
  expect(wrong.effects).toEqual([]);
});

it('signs out only once the account is really deleted', async () => {
  const failed = run({ deleteAccount: async () => Promise.reject(new ApiError(0, undefined, { reason: 'timeout' })) });
  failed.store.dispatch(deletionSlice.request('pl'));
  await flush();
  expect(failed.store.getState().deletion).toMatchObject({ status: 'error', error: 'timeout' });
  expect(failed.effects).toEqual([]);

  const done = run({ getUserInfo: async () => userInfo(), deleteAccount: async () => ({ ok: true }) });
  done.store.dispatch(userSlice.request('pl'));
  await flush();
  done.store.dispatch(deletionSlice.request('pl'));
  await flush();
  expect(done.store.getState().deletion.status).toBe('saved');
  // Nothing about the person stays in the store.
  expect(done.store.getState().user.data).toBeNull();
  expect(done.effects).toEqual(['signed out, home in pl']);
});

it('asks for a new address and shows it as waiting for its link, the current one still in use', async () => {
  const sent: unknown[] = [];
  const { store } = run({
    changeEmail: async (_locale, body) => {
      sent.push(body);
      return userInfo({ pending_email: body.new_email });
    },
  });
  store.dispatch(
    emailSlice.request({ locale: 'pl', body: { new_email: 'zofia.nowa@example.com', current_password: 'Old-pass-1' } }),
  );
  await flush();
  expect(sent).toEqual([{ new_email: 'zofia.nowa@example.com', current_password: 'Old-pass-1' }]);
  expect(store.getState().email.status).toBe('saved');
  expect(store.getState().user.data).toMatchObject({
    email: 'zofia@example.com',
    pending_email: 'zofia.nowa@example.com',
  });

  const refused = run({
    changeEmail: async () =>
      Promise.reject(
        new ApiError(409, { error: 'email_taken', message: '', details: [{ field: 'new_email', rule: 'taken' }] }),
      ),
  });
  refused.store.dispatch(
    emailSlice.request({ locale: 'pl', body: { new_email: 'taken@example.com', current_password: 'Old-pass-1' } }),
  );
  await flush();
  expect(refused.store.getState().email).toEqual({ status: 'error', error: 'email_taken', fields: ['new_email'] });
});

it('passes the "sign out other devices" choice with a new password', async () => {
  const bodies: unknown[] = [];
  const { store } = run({
    changePassword: async (_locale, body) => {
      bodies.push(body);
      return {
        user: {
          id: 'u-1',
          email: 'zofia@example.com',
          role: 'user',
          data: { has_to_confirm_reg_google: false, email_verified: true },
        },
        session: { user_id: 'u-1', user_is_reg: true },
        additional_user_data: { fbc: null },
      };
    },
  });
  store.dispatch(
    passwordSlice.request({
      locale: 'pl',
      body: { current_password: 'Old-pass-1', new_password: 'New-pass-22', end_other_sessions: false },
    }),
  );
  await flush();
  expect(bodies).toEqual([{ current_password: 'Old-pass-1', new_password: 'New-pass-22', end_other_sessions: false }]);
});
