// A section of a page. Its nested content_elements are its items, laid out as the editor chose:
// numbered steps, cards, questions that open (FAQ) or a calm notice; other nested blocks (buttons,
// videos) follow the items.
import type { ReactNode } from 'react';
import { textOf, type Blok } from '../../../lib/blok';
import { bloksOf, type BlokProps, type ContentElementBlok, type ContentElementLayout } from '../types';
// eslint-disable-next-line import-x/no-cycle -- blocks nest: the renderer and the blocks that hold blocks call each other at render time only
import { Bloks, headingTag } from './blok-renderer';
import { FormattedText } from './formatted-text';
import styles from './bloks.module.scss';

const LAYOUTS: readonly ContentElementLayout[] = ['default', 'steps', 'cards', 'notice', 'faq'];

function isItem(blok: Blok): blok is ContentElementBlok {
  return blok.component === 'content_element';
}

function Item({ item, depth }: { item: ContentElementBlok; depth: number }): React.JSX.Element {
  const Heading = headingTag(depth);
  const heading = textOf(item.heading);
  return (
    <>
      {heading && <Heading className={styles.itemHeading}>{heading}</Heading>}
      <FormattedText text={textOf(item.text)} className={styles.text} />
      <Bloks bloks={bloksOf(item.body)} depth={depth + 1} />
    </>
  );
}

function itemsFor(layout: ContentElementLayout, items: ContentElementBlok[], depth: number): ReactNode {
  if (items.length === 0) return null;
  switch (layout) {
    case 'steps':
      return (
        <ol className={styles.steps}>
          {items.map((item) => (
            <li key={item._uid} className={styles.step}>
              <Item item={item} depth={depth} />
            </li>
          ))}
        </ol>
      );
    case 'cards':
      return (
        <ul className={styles.cards}>
          {items.map((item) => (
            <li key={item._uid} className={styles.card}>
              <Item item={item} depth={depth} />
            </li>
          ))}
        </ul>
      );
    case 'faq':
      return (
        <div className={styles.faq}>
          {items.map((item) => (
            <details key={item._uid} className={styles.question}>
              <summary className={styles.questionSummary}>{textOf(item.heading)}</summary>
              <div className={styles.answer}>
                <FormattedText text={textOf(item.text)} className={styles.text} />
                <Bloks bloks={bloksOf(item.body)} depth={depth + 1} />
              </div>
            </details>
          ))}
        </div>
      );
    default:
      return <Bloks bloks={items} depth={depth} />;
  }
}

export function ContentElement({ blok, depth }: BlokProps<ContentElementBlok>): React.JSX.Element {
  const layout = LAYOUTS.includes(blok.layout as ContentElementLayout)
    ? (blok.layout as ContentElementLayout)
    : 'default';
  const Heading = headingTag(depth);
  const heading = textOf(blok.heading);
  const headingId = `content-${blok._uid}`;
  const children = bloksOf(blok.body);
  const items = layout === 'default' ? [] : children.filter(isItem);
  const rest = layout === 'default' ? children : children.filter((c) => !isItem(c));
  const body = (
    <>
      {heading && (
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
      )}
      <FormattedText text={textOf(blok.text)} className={styles.text} />
      {itemsFor(layout, items, depth + 1)}
      {rest.length > 0 && (
        <div className={styles.actions}>
          <Bloks bloks={rest} depth={depth + 1} />
        </div>
      )}
    </>
  );
  const labelledBy = heading ? headingId : undefined;
  if (layout === 'notice') {
    return (
      <aside className={styles.notice} aria-labelledby={labelledBy}>
        {body}
      </aside>
    );
  }
  return (
    <section className={`${styles.section} ${styles[`layout-${layout}`] ?? ''}`} aria-labelledby={labelledBy}>
      {body}
    </section>
  );
}
