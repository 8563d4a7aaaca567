// One CMS page: fetches the story for the address and renders its blocks, or says kindly that the
// page is not there or cannot be loaded right now, always in the page's own language. src/app passes in
// what renders the blocks (`renderContent`: the bloks feature).
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';
import { setPageMeta } from '@rozmova/web/page-meta';
import type { StorySource } from '../api/story-source';
import { useStory } from '../hooks/use-story';
import { fullSlugFor, isValidSlug } from '../story-path';
import { isBlok, textOf, type Blok } from '../../../lib/blok';
import { PageContext, pageVariables, type PageContextValue } from '../../../lib/page-context';
import { useContentT } from '../../../lib/use-content-t';
import { useLowestPrices } from '../../../lib/use-lowest-prices';
import styles from './content-page.module.scss';

interface ContentPageProps {
  locale: MarketLocale;
  slug: string;
  preview: boolean;
  source: StorySource;
  /** Renders the story's content, a tree of CMS blocks. */
  renderContent: (content: Blok) => React.ReactNode;
  /** Loads what `renderContent` needs for this content before the page shows it (a module constant). */
  prepareContent?: (content: Blok) => Promise<void>;
}

function NotFound({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const t = useContentT();
  useEffect(() => {
    setPageMeta(t('notFound.title'), null);
  }, [t]);
  return (
    <section className={styles.message} aria-labelledby="content-not-found">
      <h1 id="content-not-found" className={styles.messageTitle}>
        {t('notFound.title')}
      </h1>
      <p>{t('notFound.body')}</p>
      <Link to={`/${locale}/home`} className={styles.homeLink}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}

function LoadError({ locale, retry }: { locale: MarketLocale; retry: () => void }): React.JSX.Element {
  const t = useContentT();
  return (
    <section className={styles.message} role="alert" aria-labelledby="content-load-error">
      <h1 id="content-load-error" className={styles.messageTitle}>
        {t('loadError.title')}
      </h1>
      <p>{t('loadError.body')}</p>
      <div className={styles.messageActions}>
        <button type="button" className={styles.retry} onClick={retry}>
          {t('loadError.retry')}
        </button>
        <Link to={`/${locale}/home`} className={styles.homeLink}>
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}

function Loading(): React.JSX.Element {
  const t = useContentT();
  return (
    <div className={styles.loading} aria-busy="true" role="status">
      <span className={styles.visuallyHidden}>{t('loading')}</span>
      <span className={styles.skeletonTitle} />
      <span className={styles.skeletonLine} />
      <span className={styles.skeletonLine} />
    </div>
  );
}

function PreviewBanner({ draftShown }: { draftShown: boolean }): React.JSX.Element {
  const t = useContentT();
  return (
    <p className={styles.previewBanner} role="status">
      {draftShown ? t('preview.draft') : t('preview.draftUnavailable')}
    </p>
  );
}

function ContentPageBody({
  locale,
  slug,
  preview,
  source,
  renderContent,
  prepareContent,
}: ContentPageProps): React.JSX.Element {
  const fullSlug = isValidSlug(slug) ? fullSlugFor(locale, slug) : null;
  const prepare = useMemo(
    () =>
      prepareContent
        ? (content: unknown) => (isBlok(content) ? prepareContent(content) : Promise.resolve())
        : undefined,
    [prepareContent],
  );
  const { state, retry } = useStory({
    source,
    fullSlug,
    language: MARKETS[locale].locales.storyblok_lang,
    preview,
    prepare,
  });

  useEffect(() => {
    if (state.status !== 'found') return;
    const content = state.story.content as Record<string, unknown>;
    setPageMeta(
      textOf(content.seo_title) || textOf(content.title) || state.story.name,
      textOf(content.seo_description) || textOf(content.intro) || null,
    );
  }, [state]);

  switch (state.status) {
    case 'loading':
      return <Loading />;
    case 'not_found':
      return <NotFound locale={locale} />;
    case 'error':
      return <LoadError locale={locale} retry={retry} />;
    case 'found':
      return (
        <>
          {preview && <PreviewBanner draftShown={state.version === 'draft'} />}
          {isBlok(state.story.content) ? renderContent(state.story.content) : <NotFound locale={locale} />}
        </>
      );
  }
}

export function ContentPage(props: ContentPageProps): React.JSX.Element {
  const { locale, preview } = props;
  const lowest = useLowestPrices(locale);
  const context = useMemo<PageContextValue>(
    () => ({ locale, preview, variables: pageVariables(locale, lowest) }),
    [locale, preview, lowest],
  );
  return (
    <PageContext.Provider value={context}>
      <div className={styles.page} lang={locale === 'ua' ? 'uk' : locale}>
        <ContentPageBody {...props} />
      </div>
    </PageContext.Provider>
  );
}
