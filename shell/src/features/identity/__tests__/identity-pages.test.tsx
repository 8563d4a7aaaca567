// The shell's identity screens: the "confirm your e-mail" notice (send again, its limit, put away for the page
// view), the confirmation link's landing page (confirmed, used, expired) and the partner's invitation page.
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createRootStore } from '@rozmova/web/store/create-store';
import { setLocale } from '@rozmova/web/store/global/actions';
import { ApiError } from '@rozmova/web/api-client';
import { clearClientCache, registerAuthFetcher, setAuthData } from '@rozmova/web/auth/auth-cache';
import { ANONYMOUS, type AuthData } from '@rozmova/web/auth/types';
import { i18n, initI18n } from '@rozmova/web/i18n/i18n';
import type { VerifyEmailResponse } from '@rozmova/contracts/schemas/account';
import en from '../../../locales/en.json';
import ua from '../../../locales/ua.json';
import { EmailVerificationNotice } from '../email-verification-notice';
import { PartnerInvitationPage } from '../partner-invitation-page';
import { VerifyEmailPage } from '../verify-email-page';
import { testRoot } from '@rozmova/web/testing/react-root';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const person = (verified: boolean): AuthData => ({
  user: {
    id: 'u1',
    email: 'olena@example.org',
    role: 'user',
    data: { has_to_confirm_reg_google: false, email_verified: verified },
  },
  session: { user_id: 'u1', user_is_reg: true },
  additional_user_data: { fbc: null },
});

const view = testRoot();
let authNow: AuthData = ANONYMOUS;

beforeAll(async () => {
  await initI18n('en');
  i18n.addResourceBundle('en', 'shell', en, true, true);
  i18n.addResourceBundle('ua', 'shell', ua, true, true);
  registerAuthFetcher(async () => authNow);
});
beforeEach(() => {
  clearClientCache();
});

async function render(path: string, element: React.JSX.Element, lng: 'en' | 'ua' = 'en') {
  await act(async () => {
    await i18n.changeLanguage(lng);
    const store = createRootStore();
    store.dispatch(setLocale(lng));
    view.root.render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/:locale/*" element={element} />
            </Routes>
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
  });
}
const byTestId = (id: string) => view.container.querySelector(`[data-testid="${id}"]`);
const click = (id: string) =>
  act(async () => {
    (byTestId(id) as HTMLButtonElement).click();
  });

describe('the confirm-your-e-mail notice', () => {
  it('is shown only to a signed-in person whose address is not confirmed', async () => {
    setAuthData(person(true));
    await render('/en/cabinet', <EmailVerificationNotice locale="en" resend={async () => ({ sent_to: 'x' })} />);
    expect(byTestId('verify-notice')).toBeNull();
    await act(async () => setAuthData(ANONYMOUS));
    expect(byTestId('verify-notice')).toBeNull();
    await act(async () => setAuthData(person(false)));
    expect(byTestId('verify-notice')?.textContent).toContain('We sent a link to olena@example.org');
  });

  it('sends the link again, says where, and explains the limit in plain words', async () => {
    setAuthData(person(false));
    let calls = 0;
    const resend = async () => {
      calls += 1;
      if (calls > 1) {
        throw new ApiError(429, {
          error: 'rate_limited',
          message: 'x',
          details: [{ field: 'email', rule: 'limit', retry_after_seconds: 1500 }],
        });
      }
      return { sent_to: 'olena@example.org' };
    };
    await render('/en/cabinet', <EmailVerificationNotice locale="en" resend={resend} />);
    await click('verify-notice-resend');
    expect(byTestId('verify-notice-sent')?.textContent).toContain('A new link is on its way to olena@example.org');
    await click('verify-notice-resend');
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
      'We have already sent several links. Please check your inbox, or ask again in 25 min.',
    );
  });

  it('can be put away for this page view, and speaks Ukrainian in ua', async () => {
    setAuthData(person(false));
    await render('/ua/cabinet', <EmailVerificationNotice locale="ua" resend={async () => ({ sent_to: 'x' })} />, 'ua');
    expect(byTestId('verify-notice')?.querySelector('h2')?.textContent).toBe('Будь ласка, підтвердьте свою адресу');
    await click('verify-notice-dismiss');
    expect(byTestId('verify-notice')).toBeNull();
  });
});

describe('the confirmation link page', () => {
  const outcome = () => byTestId('verify-email-outcome');

  it('confirms once, and says so', async () => {
    const tokens: string[] = [];
    const verify = async (_l: string, token: string): Promise<VerifyEmailResponse> => {
      tokens.push(token);
      return { status: 'verified' };
    };
    await render('/en/verify-email?token=abc', <VerifyEmailPage verify={verify} />);
    expect(tokens).toEqual(['abc']);
    expect(outcome()?.textContent).toBe('Thank you, your e-mail address is confirmed.');
    expect(outcome()?.getAttribute('role')).toBe('status');
  });

  it.each([
    ['verification_link_used', 'This link has already been used.'],
    ['verification_link_expired', 'This link has expired or a newer one was sent.'],
    ['verification_link_invalid', 'This link is not valid.'],
  ])('tells a %s link apart', async (code, text) => {
    const verify = async (): Promise<VerifyEmailResponse> => {
      throw new ApiError(410, { error: code, message: 'x' });
    };
    await render('/en/verify-email?token=abc', <VerifyEmailPage verify={verify} />);
    expect(outcome()?.textContent).toContain(text);
    expect(outcome()?.getAttribute('role')).toBe('alert');
  });
});

describe('the partner invitation page', () => {
  it('asks a visitor to sign in or sign up with the invited address, coming back here after', async () => {
    authNow = ANONYMOUS;
    setAuthData(ANONYMOUS);
    await render('/en/partner-invitation?token=tok', <PartnerInvitationPage accept={async () => ({ id: 'b1' })} />);
    expect(byTestId('invitation-login')?.getAttribute('href')).toBe(
      `/en/login?next=${encodeURIComponent('/en/partner-invitation?token=tok')}`,
    );
    expect(byTestId('invitation-register')).not.toBeNull();
  });

  it('shows why joining was refused, in words', async () => {
    setAuthData(person(false));
    const accept = async (): Promise<{ id: string }> => {
      throw new ApiError(403, { error: 'email_not_verified', message: 'x' });
    };
    await render('/en/partner-invitation?token=tok', <PartnerInvitationPage accept={accept} />);
    expect(view.container.textContent).toContain('First confirm your e-mail address');
    await click('invitation-accept');
    expect(byTestId('invitation-error')?.textContent).toBe(
      'Please confirm your e-mail address first: open the link we sent you.',
    );
  });

  it('takes the partner to the call page once they joined', async () => {
    setAuthData(person(true));
    await act(async () => {
      await i18n.changeLanguage('en');
      const store = createRootStore();
      store.dispatch(setLocale('en'));
      view.root.render(
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            <MemoryRouter initialEntries={['/en/partner-invitation?token=tok']}>
              <Routes>
                <Route
                  path="/en/partner-invitation"
                  element={<PartnerInvitationPage accept={async () => ({ id: 'b1' })} />}
                />
                <Route path="/en/cabinet/video_call/couple/:id" element={<p>call page</p>} />
              </Routes>
            </MemoryRouter>
          </I18nextProvider>
        </Provider>,
      );
    });
    await click('invitation-accept');
    expect(view.container.textContent).toBe('call page');
  });
});
