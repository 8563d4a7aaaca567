// Maps a CMS block to its component. One broken block must not blank the whole page: each one
// renders inside its own error boundary, and in preview editors see what went wrong.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Blok } from '../../../lib/blok';
import type { BlokProps, ArticleBlok, ButtonBlok, ContentElementBlok, HtmlCodeBlok, YoutubeVideoBlok } from '../types';
import { usePageContext } from '../../../lib/page-context';
import { useContentT } from '../../../lib/use-content-t';
// eslint-disable-next-line import-x/no-cycle -- blocks nest: the renderer and the blocks that hold blocks call each other at render time only
import { Article } from './article';
import { ButtonLink } from './button-link';
// eslint-disable-next-line import-x/no-cycle -- blocks nest: the renderer and the blocks that hold blocks call each other at render time only
import { ContentElement } from './content-element';
import { HtmlCode } from './html-code';
import { YoutubeVideo } from './youtube-video';
import styles from './bloks.module.scss';

function PreviewNotice({ text }: { text: string }): React.JSX.Element | null {
  const { preview } = usePageContext();
  return preview ? <p className={styles.previewNotice}>{text}</p> : null;
}

function UnknownBlok({ name }: { name: string }): React.JSX.Element | null {
  const t = useContentT();
  return <PreviewNotice text={t('preview.unknownBlock', { name })} />;
}

function BrokenBlok({ name }: { name: string }): React.JSX.Element | null {
  const t = useContentT();
  return <PreviewNotice text={t('preview.brokenBlock', { name })} />;
}

class BlokBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`mf-content: block "${this.props.name}" failed to render`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <BrokenBlok name={this.props.name} /> : this.props.children;
  }
}

function renderKnown(blok: Blok, depth: number): ReactNode | undefined {
  switch (blok.component) {
    case 'Article':
      return <Article blok={blok as ArticleBlok} depth={depth} />;
    case 'content_element':
      return <ContentElement blok={blok as ContentElementBlok} depth={depth} />;
    case 'youtube_video':
      return <YoutubeVideo blok={blok as YoutubeVideoBlok} depth={depth} />;
    case 'html_code':
      return <HtmlCode blok={blok as HtmlCodeBlok} depth={depth} />;
    case 'button':
      return <ButtonLink blok={blok as ButtonBlok} depth={depth} />;
    default:
      return undefined;
  }
}

export function BlokRenderer({ blok, depth }: BlokProps): React.JSX.Element {
  const known = renderKnown(blok, depth);
  return (
    <BlokBoundary name={blok.component}>
      {known === undefined ? <UnknownBlok name={blok.component} /> : known}
    </BlokBoundary>
  );
}

export function Bloks({ bloks, depth }: { bloks: Blok[]; depth: number }): React.JSX.Element {
  return (
    <>
      {bloks.map((blok, i) => (
        <BlokRenderer key={blok._uid || `${blok.component}-${i}`} blok={blok} depth={depth} />
      ))}
    </>
  );
}

export function headingTag(depth: number): 'h2' | 'h3' | 'h4' | 'h5' | 'h6' {
  return (['h2', 'h3', 'h4', 'h5', 'h6'] as const)[Math.min(Math.max(depth - 1, 0), 4)]!;
}
