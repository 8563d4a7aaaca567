import { textOf } from '../../../lib/blok';
import { bloksOf, type ArticleBlok, type BlokProps } from '../types';
// eslint-disable-next-line import-x/no-cycle -- blocks nest: the renderer and the blocks that hold blocks call each other at render time only
import { Bloks } from './blok-renderer';
import { FormattedText } from './formatted-text';
import styles from './bloks.module.scss';

/** The page itself (the stories' content type): title, intro and the page's sections. */
export function Article({ blok }: BlokProps<ArticleBlok>): React.JSX.Element {
  const title = textOf(blok.title);
  const intro = textOf(blok.intro);
  return (
    <article className={styles.article}>
      {(title || intro) && (
        <header className={styles.articleHeader}>
          {title && <h1 className={styles.title}>{title}</h1>}
          {intro && <FormattedText text={intro} className={styles.intro} />}
        </header>
      )}
      <Bloks bloks={bloksOf(blok.body)} depth={1} />
    </article>
  );
}
