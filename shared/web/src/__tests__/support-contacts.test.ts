import { supportBlockLinks, supportLabel, supportLink } from '../support/support-contacts';

test('support link by locale (R-2.3)', () => {
  expect(supportLink('ua')).toBe('/ua/telegram-support');
  expect(supportLink('pl')).toBe('/pl/facebook-messenger-support');
  expect(supportLink('ro')).toBe('/ro/facebook-messenger-support');
  expect(supportLink('en')).toBe('mailto:support@rozmova.co.uk');
  expect(supportLink('es')).toBe('mailto:office@rozmova.com.ua');
});

test('support label: Ukrainian for ua, Polish for pl, English otherwise', () => {
  expect(supportLabel('ua')).toBe('Служба підтримки');
  expect(supportLabel('pl')).toBe('Wsparcie');
  expect(supportLabel('ro')).toBe('Support');
  expect(supportLabel('en')).toBe('Support');
});

test('support block: Facebook for ua and pl only, Telegram for ua only, e-mail and Instagram always', () => {
  expect(supportBlockLinks('ua')).toMatchObject({ email: 'mailto:support@rozmova.com.ua' });
  expect(supportBlockLinks('ua').facebook).not.toBeNull();
  expect(supportBlockLinks('ua').telegram).not.toBeNull();
  expect(supportBlockLinks('pl').facebook).not.toBeNull();
  expect(supportBlockLinks('pl').telegram).toBeNull();
  expect(supportBlockLinks('ro')).toMatchObject({ facebook: null, telegram: null });
  expect(supportBlockLinks('en').instagram).toMatch(/^https:\/\/www\.instagram\.com\//);
});
