import { ownerOf as ownerFromTable } from '@rozmova/contracts/routes/paths';
import { KNOWN_PATTERNS, ownerOf } from '../../../lib/route-owners';
import { parseRemotesManifest } from '../remote-registry';

test('paths go to the remote the contract names', () => {
  expect(ownerOf('home', null)).toEqual({ kind: 'remote', remote: 'mf_content', private: false });
  expect(ownerOf('faq', null)).toEqual({ kind: 'remote', remote: 'mf_content', private: false });
  expect(ownerOf('therapists', null)?.kind === 'remote' && ownerOf('therapists', null)).toMatchObject({
    remote: 'mf_booking',
  });
  expect(ownerOf('checkout/abc', null)).toMatchObject({ remote: 'mf_payments' });
  expect(ownerOf('gift-codes', null)).toMatchObject({ remote: 'mf_payments' });
  expect(ownerOf('login', null)).toEqual({ kind: 'shell' });
});

test('the cabinet belongs to the signed-in role', () => {
  expect(ownerOf('cabinet/appointments-list', 'therapist')).toMatchObject({
    remote: 'mf_worker_cabinet',
    private: true,
  });
  expect(ownerOf('cabinet/admin', 'admin')).toMatchObject({ remote: 'mf_worker_cabinet', private: true });
  expect(ownerOf('cabinet/appointments', 'user')).toMatchObject({ remote: 'mf_client_cabinet', private: true });
  expect(ownerOf('cabinet/settings', 'therapist')).toMatchObject({ remote: 'mf_worker_cabinet' });
  // A video call is rendered by the signed-in person's own cabinet.
  expect(ownerOf('cabinet/video_call/couple/12', 'user')).toMatchObject({ remote: 'mf_client_cabinet' });
  expect(ownerOf('cabinet/video_call/couple/12', 'therapist')).toMatchObject({ remote: 'mf_worker_cabinet' });
  expect(ownerOf('cabinet/video_call/personal/12', 'user')).toMatchObject({ remote: 'mf_client_cabinet' });
});

test('the shell routes by the route table the remotes declare their pages from', () => {
  for (const rest of [
    'home',
    'gift-codes/x',
    'checkout/order-9',
    'cabinet/admin/users',
    'telegram-support',
    'about/team',
    '',
  ]) {
    for (const role of [null, 'user', 'therapist', 'admin'] as const)
      expect(ownerOf(rest, role)).toEqual(ownerFromTable(rest, role));
  }
  expect(KNOWN_PATTERNS).toEqual(expect.arrayContaining(['gift-codes/*', 'gift-codes', 'booking', 'cabinet/admin']));
  expect(KNOWN_PATTERNS).not.toContain('checkout');
});

test('a call opens in the cabinet of whoever opens it', () => {
  expect(ownerOf('cabinet/video_call/couple/12', 'user')).toEqual({
    kind: 'remote',
    remote: 'mf_client_cabinet',
    private: true,
  });
  expect(ownerOf('cabinet/video_call/couple/12', 'therapist')).toEqual({
    kind: 'remote',
    remote: 'mf_worker_cabinet',
    private: true,
  });
  expect(ownerOf('cabinet/video_call/personal/12', 'user')).toEqual({
    kind: 'remote',
    remote: 'mf_client_cabinet',
    private: true,
  });
  expect(ownerOf('cabinet/video_call/personal/12', 'therapist')).toEqual({
    kind: 'remote',
    remote: 'mf_worker_cabinet',
    private: true,
  });
  expect(ownerOf('cabinet/video_call/personal/12', 'admin')).toMatchObject({ remote: 'mf_worker_cabinet' });
});

test('/remotes.json: unknown names and unusable URLs are ignored', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(
    parseRemotesManifest({
      mf_content: 'http://localhost:3005/mf-manifest.json',
      mf_evil: 'http://evil.example/mf-manifest.json',
      mf_booking: 'javascript:alert(1)',
    }),
  ).toEqual({ mf_content: 'http://localhost:3005/mf-manifest.json' });
  expect(parseRemotesManifest(null)).toEqual({});
  warn.mockRestore();
});
