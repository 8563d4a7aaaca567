import {
  APP_PAGES,
  OWNER_RULES,
  PATHS,
  localeFromPath,
  matchPattern,
  ownerOf,
  pageOf,
  pathUnder,
} from '../routes/paths';

test('patterns match whole segments: a name for one segment, a trailing star for the rest', () => {
  expect(matchPattern('gift-codes/*', 'gift-codes')).toBe(true);
  expect(matchPattern('gift-codes/*', 'gift-codes/x/y')).toBe(true);
  expect(matchPattern('gift-codes', 'gift-codes/x')).toBe(false);
  expect(matchPattern('cabinet/video_call/couple/:id', 'cabinet/video_call/couple/12/')).toBe(true);
  expect(matchPattern('cabinet/video_call/couple/:id', 'cabinet/video_call/couple')).toBe(false);
  expect(matchPattern('login', 'LOGIN')).toBe(true);
});

test('a remote knows its pages and nothing else under its prefix', () => {
  expect(pageOf('gift-codes', PATHS.payments)).toBe('giftCodes');
  expect(pageOf('gift-codes/x', PATHS.payments)).toBeNull();
  expect(pageOf('checkout/appointment', PATHS.payments)).toBe('appointmentCheckout');
  expect(pageOf('checkout/order-9', PATHS.payments)).toBeNull();
  // A static page wins over the dynamic CMS slug.
  expect(pageOf('about', PATHS.content)).toBe('about');
  expect(pageOf('careers', PATHS.content)).toBe('page');
  expect(pathUnder('/ua/gift-codes/x/', '/ua')).toBe('gift-codes/x');
});

test("video calls are rendered by the signed-in person's cabinet", () => {
  for (const path of ['cabinet/video_call/couple/12', 'cabinet/video_call/personal/12']) {
    expect(ownerOf(path, 'user')).toEqual({ kind: 'remote', remote: 'mf_client_cabinet', private: true });
    expect(ownerOf(path, 'therapist')).toEqual({ kind: 'remote', remote: 'mf_worker_cabinet', private: true });
    expect(ownerOf(path, 'admin')).toEqual({ kind: 'remote', remote: 'mf_worker_cabinet', private: true });
  }
  expect(ownerOf(PATHS.workerCabinet.appointmentsList, 'therapist')).toMatchObject({ remote: 'mf_worker_cabinet' });
  expect(ownerOf(PATHS.clientCabinet.sessions, 'user')).toMatchObject({ remote: 'mf_client_cabinet' });
  expect(ownerOf(PATHS.adminCabinet.orders, 'admin')).toMatchObject({ remote: 'mf_worker_cabinet' });
  // The cabinet prefix goes by role: the same profile path is the client's page or the therapist's.
  expect(ownerOf(PATHS.clientCabinet.profile, 'user')).toMatchObject({ remote: 'mf_client_cabinet' });
  expect(ownerOf(PATHS.workerCabinet.profile, 'therapist')).toMatchObject({ remote: 'mf_worker_cabinet' });
});

test('every page of every app is sent to that app', () => {
  const roleFor = { mf_client_cabinet: 'user', mf_worker_cabinet: 'therapist' } as Record<string, string>;
  for (const [app, pages] of Object.entries(APP_PAGES)) {
    for (const pattern of Object.values(pages)) {
      const path = pattern.replace(/:(\w+)/g, '$1-1');
      const owner = ownerOf(path, roleFor[app] ?? null);
      const got = owner?.kind === 'remote' ? owner.remote : owner?.kind;
      expect(`${path} -> ${got}`).toBe(`${path} -> ${app}`);
    }
  }
});

test('every ownership rule leads to at least one page of its app', () => {
  for (const rule of OWNER_RULES) {
    const apps = rule.owner === 'cabinet' ? (['mf_client_cabinet', 'mf_worker_cabinet'] as const) : [rule.owner];
    for (const app of apps) {
      const served = Object.values(APP_PAGES[app]).some((page) =>
        matchPattern(rule.pattern, page.replace(/:(\w+)/g, '$1-1')),
      );
      expect(`${rule.pattern} -> ${app}: ${served}`).toBe(`${rule.pattern} -> ${app}: true`);
    }
  }
});

test('the market comes from the first path segment, the default market otherwise', () => {
  expect(localeFromPath('/pl/tokens')).toBe('pl');
  expect(localeFromPath('/es/home')).toBe('ua');
  expect(localeFromPath('/')).toBe('ua');
});
