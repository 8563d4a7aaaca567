import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import { installFakeApi } from '@rozmova/testing/fake-api';
import { FakeSource, renderContent } from '../../../test-support/render-content';
import type { Blok } from '../../../lib/blok';

// No api unless a test brings one: prices then fall back to the market's defaults.
beforeEach(() => {
  installFakeApi(() => ({ status: 503, body: { error: 'unavailable' } }));
});

function article(body: Blok[], extra: Record<string, unknown> = {}): Blok {
  return {
    _uid: 'root',
    component: 'Article',
    title: 'Психотерапія онлайн',
    intro: 'Простір, де вас чують.',
    body,
    ...extra,
  };
}

async function show(body: Blok[], path = '/ua/home', locale: 'ua' | 'pl' | 'ro' | 'en' = 'ua'): Promise<FakeSource> {
  const folder = path.split('/')[1] ?? locale;
  const slug = path.split('?')[0]!.split('/').slice(2).join('/') || 'home';
  const source = new FakeSource({ [`${folder}/${slug}`]: article(body) });
  await renderContent(path, source, locale);
  await screen.findByRole('heading', { level: 1 });
  return source;
}

describe('Article', () => {
  it('shows the title as the page heading and the intro below it', async () => {
    await show([]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Психотерапія онлайн');
    expect(screen.getByText('Простір, де вас чують.')).toBeTruthy();
    expect(document.title).toBe('Психотерапія онлайн');
  });
});

describe('content_element', () => {
  it('renders a section with its heading, paragraphs, lists and bold text', async () => {
    await show([
      {
        _uid: 'a',
        component: 'content_element',
        heading: 'Що таке Розмова',
        text: 'Перший абзац.\n\nДругий з **важливим** словом.\n\n- тривога\n- втома',
      },
    ]);
    const section = screen.getByRole('region', { name: 'Що таке Розмова' });
    expect(section.querySelectorAll('p')).toHaveLength(2);
    expect(section.querySelector('strong')?.textContent).toBe('важливим');
    expect(Array.from(section.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['тривога', 'втома']);
  });

  it('lays nested elements out as numbered steps with their own headings', async () => {
    await show([
      {
        _uid: 's',
        component: 'content_element',
        heading: 'Як це працює',
        layout: 'steps',
        body: [
          { _uid: '1', component: 'content_element', heading: 'Оберіть терапевта', text: 'a' },
          { _uid: '2', component: 'content_element', heading: 'Забронюйте час', text: 'b' },
          { _uid: '3', component: 'content_element', heading: 'Зустріньтеся онлайн', text: 'c' },
        ],
      },
    ]);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Оберіть терапевта', 'Забронюйте час', 'Зустріньтеся онлайн']);
  });

  it('shows FAQ items as questions that open to their answers', async () => {
    await show([
      {
        _uid: 'f',
        component: 'content_element',
        heading: 'Питання',
        layout: 'faq',
        body: [{ _uid: 'q', component: 'content_element', heading: 'Чи це конфіденційно?', text: 'Так, завжди.' }],
      },
    ]);
    const summary = screen.getByText('Чи це конфіденційно?');
    expect(summary.tagName).toBe('SUMMARY');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    expect(within(details).getByText('Так, завжди.')).toBeTruthy();
  });

  it('sets a notice apart as a complementary region, with tappable phone links', async () => {
    await show([
      {
        _uid: 'n',
        component: 'content_element',
        heading: 'Якщо вам зараз дуже важко',
        layout: 'notice',
        text: 'Телефонуйте **[112](tel:112)**.',
      },
    ]);
    const notice = screen.getByRole('complementary', { name: 'Якщо вам зараз дуже важко' });
    expect(within(notice).getByRole('link', { name: '112' }).getAttribute('href')).toBe('tel:112');
  });

  it('says "from" the market default price when the therapist list cannot be had', async () => {
    await show([
      {
        _uid: 'p',
        component: 'content_element',
        text: 'Сесія {{personal_minutes}} хв — {{personal_price}}; для пари — {{couple_price}}. {{unknown_name}}',
      },
    ]);
    await waitFor(() =>
      expect(screen.getByText(/Сесія/).textContent).toBe(
        'Сесія 50 хв — від 1 390,00 грн; для пари — від 1 890,00 грн. {{unknown_name}}',
      ),
    );
  });

  it('says "from" the lowest price the market\'s listed therapists charge', async () => {
    const { seen } = installFakeApi((req) => {
      if (req.path !== '/get_therapists_data') return undefined;
      const page = Number(req.query.get('page'));
      const therapist = (personal: number, couple: number) => ({
        prices: [
          { service_id: SERVICE_IDS.personal, price: personal, currency: 'GBP' },
          { service_id: SERVICE_IDS.couple, price: couple, currency: 'GBP' },
        ],
      });
      // Two pages: the cheapest couple session is on the second.
      const therapists = page === 1 ? [therapist(85, 120.5), therapist(72.5, 130)] : [therapist(90, 110)];
      return { status: 200, body: { config_id: 'en', currency: 'GBP', page, per_page: 2, total: 3, therapists } };
    });
    await show(
      [{ _uid: 'p', component: 'content_element', text: 'One to one {{personal_price}}, couples {{couple_price}}.' }],
      '/en/pricing',
      'en',
    );
    await waitFor(() =>
      expect(screen.getByText(/One to one/).textContent).toBe('One to one from £72.50, couples from £110.00.'),
    );
    expect(seen.filter((r) => r.path === '/get_therapists_data').map((r) => r.query.get('config_id'))).toEqual([
      'en',
      'en',
    ]);
  });

  it('shows Polish prices with złoty on Polish pages', async () => {
    await show(
      [{ _uid: 'p', component: 'content_element', text: '{{personal_price}} / {{couple_price}}' }],
      '/pl/pricing',
      'pl',
    );
    await waitFor(() => expect(screen.getByText(/zł/).textContent).toBe('od 199,00 zł / od 299,00 zł'));
  });
});

describe('button', () => {
  it('links to a page of the platform through the router', async () => {
    await show([
      {
        _uid: 'b',
        component: 'button',
        label: 'Знайти терапевта',
        link: { linktype: 'url', url: '/ua/therapists', cached_url: '/ua/therapists' },
      },
    ]);
    const link = screen.getByRole('link', { name: 'Знайти терапевта' });
    expect(link.getAttribute('href')).toBe('/ua/therapists');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(screen.getByTestId('location').textContent).toBe('/ua/therapists');
  });

  it('turns a story link (folder/slug) into the page address of its market', async () => {
    await show(
      [{ _uid: 'b', component: 'button', label: 'Ceny', link: { linktype: 'story', cached_url: 'pl/pricing' } }],
      '/pl/home',
      'pl',
    );
    expect(screen.getByRole('link', { name: 'Ceny' }).getAttribute('href')).toBe('/pl/pricing');
  });

  it('opens outside addresses in a new tab without giving it this page', async () => {
    await show([
      { _uid: 'b', component: 'button', label: 'Out', link: { linktype: 'url', url: 'https://example.org/help' } },
    ]);
    const link = screen.getByRole('link', { name: 'Out' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never renders a javascript: address as a link', async () => {
    await show([
      { _uid: 'b', component: 'button', label: 'Bad', link: { linktype: 'url', url: 'javascript:alert(1)' } },
      {
        _uid: 't',
        component: 'content_element',
        text: '[also bad](javascript:alert(2)) and [tabbed](java\tscript:alert(3))',
      },
    ]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Bad')).toBeNull();
    expect(screen.getByText('also bad').tagName).toBe('SPAN');
  });
});

describe('youtube_video', () => {
  it('loads nothing from YouTube until the visitor presses play, then uses youtube-nocookie', async () => {
    await show([
      { _uid: 'v', component: 'youtube_video', video: 'https://youtu.be/dQw4w9WgXcQ', title: 'Як проходить сесія' },
    ]);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Відкрити на YouTube' }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /Увімкнути відео: Як проходить сесія/ }));
    });
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    expect(frame.getAttribute('title')).toBe('Як проходить сесія');
  });

  it('renders nothing for a value that is not a YouTube video', async () => {
    await show([{ _uid: 'v', component: 'youtube_video', video: 'https://evil.example/embed/dQw4w9WgXcQ' }]);
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('html_code', () => {
  it('shows sanitised markup with prices filled in and no script left', async () => {
    await show([
      {
        _uid: 'h',
        component: 'html_code',
        html: '<table><tr><th>Особиста</th><td>{{personal_price}}</td></tr></table><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
      },
    ]);
    await waitFor(() => expect(screen.getByRole('cell').textContent).toBe('від 1 390,00 грн'));
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('moves within the app when a same-site link inside the markup is clicked', async () => {
    await show([{ _uid: 'h', component: 'html_code', html: '<p><a href="/ua/faq">Питання</a></p>' }]);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Питання' }));
    });
    expect(screen.getByTestId('location').textContent).toBe('/ua/faq');
  });
});

describe('unknown blocks', () => {
  it('are left out for visitors and named for editors in preview', async () => {
    await show([
      { _uid: 'u', component: 'carousel' },
      { _uid: 't', component: 'content_element', text: 'Далі' },
    ]);
    expect(screen.queryByText(/carousel/)).toBeNull();
    expect(screen.getByText('Далі')).toBeTruthy();
  });

  it('are named in preview so the editor knows why they do not show', async () => {
    await show([{ _uid: 'u', component: 'carousel' }], '/ua/home?_storyblok=1');
    expect(screen.getByText(/«carousel»/)).toBeTruthy();
  });
});
