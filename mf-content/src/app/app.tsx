// `mf_content/App`: the CMS page for the current address, rendered inside the shell's router.
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RemoteAppProps } from '@rozmova/web/remote/contract';
import { STORYBLOK_PREVIEW_PARAM } from '@rozmova/contracts/constants';
import { builtContentConfig } from '../config/content-config';
import { defaultStorySource, type StorySource } from '../features/stories/api/story-source';
import { ContentPage } from '../features/stories/components/content-page';
import { BlokRenderer } from '../features/bloks/components/blok-renderer';
import { prepareBloks } from '../features/bloks/sanitiser';
import { slugFromPath } from '../features/stories/story-path';
import { addContentResources } from './i18n';

export interface ContentAppProps extends RemoteAppProps {
  /** Tests and the standalone page pass their own source; the shell never does. */
  source?: StorySource;
}

export default function ContentApp({ locale, basePath, source }: ContentAppProps): React.JSX.Element {
  const { i18n } = useTranslation();
  // Before anything renders a text of the namespace; a no-op after the first mount.
  addContentResources(i18n);
  const { pathname, search } = useLocation();
  const slug = slugFromPath(pathname, basePath);
  const preview = new URLSearchParams(search).has(STORYBLOK_PREVIEW_PARAM);
  return (
    <ContentPage
      locale={locale}
      slug={slug}
      preview={preview}
      source={source ?? defaultStorySource(builtContentConfig)}
      renderContent={(content) => <BlokRenderer blok={content} depth={0} />}
      prepareContent={prepareBloks}
    />
  );
}
