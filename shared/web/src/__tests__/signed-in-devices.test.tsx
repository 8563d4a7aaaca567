/** @jest-environment jsdom */
// The devices list both cabinets show: each device in words, this one marked, others signed out one by one or
// all at once, and the list read again after each change.
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../i18n/i18n';
import type { DeviceSession, DevicesApi } from '../account/devices-api';
import { SignedInDevices } from '../ui/signed-in-devices';
import { testRoot } from '../testing/react-root';

const at = '2026-11-27T09:05:00.000Z';
const laptop: DeviceSession = {
  id: 's-laptop',
  browser: 'Firefox',
  os: 'Linux',
  network: '193.0.x.x',
  created_at: at,
  last_seen_at: at,
  current: true,
};
const phone: DeviceSession = {
  ...laptop,
  id: 's-phone',
  browser: 'Safari',
  os: 'iPhone',
  network: null,
  current: false,
};
const tablet: DeviceSession = {
  ...laptop,
  id: 's-tablet',
  browser: null,
  os: null,
  network: '10.1.x.x',
  current: false,
};

const view = testRoot();
beforeAll(async () => {
  await initI18n('en');
});

function fakeApi(initial: DeviceSession[]) {
  let sessions = [...initial];
  const ended: string[] = [];
  const api: DevicesApi = {
    listDevices: async () => sessions,
    endDevice: async (_locale, id) => {
      ended.push(id);
      sessions = sessions.filter((s) => s.id !== id);
      return { ok: true, ended: 1 };
    },
    endOtherDevices: async () => {
      const count = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return { ok: true, ended: count };
    },
  };
  return { api, ended };
}

async function show(api: DevicesApi, locale: 'ua' | 'en' = 'en') {
  await act(async () => {
    await i18n.changeLanguage(locale);
    view.root.render(
      <I18nextProvider i18n={i18n}>
        <SignedInDevices locale={locale} api={api} />
      </I18nextProvider>,
    );
  });
}
const items = () => Array.from(view.container.querySelectorAll('[data-testid="device"]'));
const click = async (el: Element | null) => {
  await act(async () => {
    (el as HTMLButtonElement).click();
  });
};

it('names each device in words, marks this one, and says what it shows of the address', async () => {
  await show(fakeApi([laptop, phone, tablet]).api);
  const [first, second, third] = items();
  expect(first?.textContent).toContain('Firefox on Linux');
  expect(first?.textContent).toContain('This device');
  expect(first?.textContent).toContain('Network: 193.0.x.x');
  expect(first?.querySelector('button')).toBeNull();
  expect(second?.textContent).toContain('Safari on iPhone');
  expect(second?.textContent).toContain('Network unknown');
  expect(third?.textContent).toContain('Unknown browser');
  expect(view.container.textContent).toContain('193.0.x.x): we keep neither the full address nor a location');
});

it('signs out one other device, then all the rest, reading the list again each time', async () => {
  const fake = fakeApi([laptop, phone, tablet]);
  await show(fake.api);
  await click(items()[1]!.querySelector('[data-testid="device-end"]'));
  expect(fake.ended).toEqual(['s-phone']);
  expect(items()).toHaveLength(2);
  expect(view.container.querySelector('[role="status"]')?.textContent).toBe('Done: the device is signed out.');

  await click(view.container.querySelector('[data-testid="devices-end-others"]'));
  expect(items()).toHaveLength(1);
  expect(view.container.textContent).toContain('You are signed in on this device only.');
  expect(view.container.querySelector('[data-testid="devices-end-others"]')).toBeNull();
});

it('speaks Ukrainian in ua and gives each sign-out button a name of its own', async () => {
  await show(fakeApi([laptop, phone]).api, 'ua');
  expect(view.container.querySelector('h2')?.textContent).toBe('Ваші пристрої');
  expect(items()[1]?.querySelector('button')?.getAttribute('aria-label')).toBe('Вийти на пристрої Safari на iPhone');
});

it('offers to try again when the list cannot be read', async () => {
  let fail = true;
  const api: DevicesApi = {
    ...fakeApi([laptop]).api,
    listDevices: async () => {
      if (fail) throw { error: 'network_error', message: 'offline', status: 0 };
      return [laptop];
    },
  };
  await show(api);
  expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('could not be loaded');
  fail = false;
  await click(view.container.querySelector('[role="alert"] button'));
  expect(items()).toHaveLength(1);
});
