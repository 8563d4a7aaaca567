import { isRejectedEmail } from '../email-rule';

test('the configured domain and its subdomains are rejected, in any case', () => {
  expect(isRejectedEmail('anna@wp.pl', 'wp.pl')).toBe(true);
  expect(isRejectedEmail('Anna@WP.PL', 'wp.pl')).toBe(true);
  expect(isRejectedEmail('anna@poczta.wp.pl', 'wp.pl')).toBe(true);
});

test('other domains, look-alikes and an unset rule pass', () => {
  expect(isRejectedEmail('anna@o2.pl', 'wp.pl')).toBe(false);
  expect(isRejectedEmail('anna@notwp.pl', 'wp.pl')).toBe(false);
  expect(isRejectedEmail('anna@wp.pl', null)).toBe(false);
});
