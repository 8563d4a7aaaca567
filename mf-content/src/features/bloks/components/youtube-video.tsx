// Nothing is requested from YouTube until the visitor presses play: a therapy page should not tell
// a video platform who is reading it. Then the privacy-enhanced player (youtube-nocookie.com) loads.
import { useState } from 'react';
import { textOf } from '../../../lib/blok';
import type { BlokProps, YoutubeVideoBlok } from '../types';
import { youtubeEmbedUrl, youtubeVideoId, youtubeWatchUrl } from '../youtube';
import { usePageContext } from '../../../lib/page-context';
import { useContentT } from '../../../lib/use-content-t';
import styles from './bloks.module.scss';

export function YoutubeVideo({ blok }: BlokProps<YoutubeVideoBlok>): React.JSX.Element | null {
  const t = useContentT();
  const { preview } = usePageContext();
  const [playing, setPlaying] = useState(false);
  const id = youtubeVideoId(textOf(blok.video));
  const title = textOf(blok.title) || t('video.untitled');
  const caption = textOf(blok.caption);
  if (!id) {
    return preview ? (
      <p className={styles.previewNotice}>{t('preview.badVideo', { value: textOf(blok.video) })}</p>
    ) : null;
  }
  return (
    <figure className={styles.video}>
      <div className={styles.videoFrame}>
        {playing ? (
          <iframe
            className={styles.videoPlayer}
            src={youtubeEmbedUrl(id)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <div className={styles.videoPoster}>
            <button type="button" className={styles.videoPlay} onClick={() => setPlaying(true)}>
              <span aria-hidden="true" className={styles.videoPlayIcon} />
              {t('video.play', { title })}
            </button>
            <p className={styles.videoNote}>{t('video.privacyNote')}</p>
            <a className={styles.videoExternal} href={youtubeWatchUrl(id)} target="_blank" rel="noopener noreferrer">
              {t('video.openOnYoutube')}
            </a>
          </div>
        )}
      </div>
      {caption && <figcaption className={styles.videoCaption}>{caption}</figcaption>}
    </figure>
  );
}
