// The shapes of the CMS blocks this remote renders, as their Storyblok schemas define them
// (README.md, "Block library"). Every field is optional on the wire: an editor can leave it empty. What a
// block is at all (`Blok`, `isBlok`, `textOf`) is in src/lib/blok.ts, shared with the stories feature.
import { isBlok, type Blok } from '../../lib/blok';

/** Storyblok's link field (`multilink`). */
export interface MultilinkField {
  id?: string;
  url?: string;
  cached_url?: string;
  linktype?: 'url' | 'story' | 'email' | 'asset';
  email?: string;
  anchor?: string;
  target?: '_blank' | '_self';
  fieldtype?: 'multilink';
}

export interface ArticleBlok extends Blok {
  component: 'Article';
  title?: string;
  intro?: string;
  seo_title?: string;
  body?: Blok[];
}

export type ContentElementLayout = 'default' | 'steps' | 'cards' | 'notice' | 'faq';

export interface ContentElementBlok extends Blok {
  component: 'content_element';
  heading?: string;
  text?: string;
  layout?: ContentElementLayout;
  body?: Blok[];
}

export interface YoutubeVideoBlok extends Blok {
  component: 'youtube_video';
  /** A video id or any YouTube address of the video. */
  video?: string;
  title?: string;
  caption?: string;
}

export interface HtmlCodeBlok extends Blok {
  component: 'html_code';
  html?: string;
}

export interface ButtonBlok extends Blok {
  component: 'button';
  label?: string;
  link?: MultilinkField;
  style?: 'primary' | 'secondary';
}

export function bloksOf(value: unknown): Blok[] {
  return Array.isArray(value) ? value.filter(isBlok) : [];
}

/** What every block component receives. */
export interface BlokProps<B extends Blok = Blok> {
  blok: B;
  /** Nesting depth: decides heading levels (an Article's sections are h2, theirs h3...). */
  depth: number;
}
