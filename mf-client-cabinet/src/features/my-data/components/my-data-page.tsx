// My data: download everything the platform holds about me, or delete the account. Before deleting, the
// page says plainly what is erased, what is kept for accounting and for how long, and that future
// sessions are cancelled; afterwards the person is signed out on the home page (the saga leaves for it).
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { errorText } from '../../../lib/error-text';
import { deleteAccount } from '../../account/store/actions';
import { selectSave } from '../../account/store/selectors';
import { exportUrl } from '../api/my-data-api';
import styles from '../../../lib/cabinet.module.scss';

export function MyDataPage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const { t } = useTranslation('cabinet');
  const dispatch = useDispatch();
  const deletion = useSelector(selectSave('deletion'));
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);

  const erased = t('delete.erased_list', { returnObjects: true }) as string[];
  const kept = t('delete.kept_list', { returnObjects: true }) as string[];

  return (
    <>
      <h1 className={styles.heading}>{t('my_data.title')}</h1>
      <section className={styles.card} aria-labelledby="export-title">
        <h2 className={styles.subHeading} id="export-title">
          {t('my_data.export_title')}
        </h2>
        <p>{t('my_data.export_text')}</p>
        <div className={styles.actions}>
          <a className={styles.primaryButton} href={exportUrl()} data-testid="export-my-data">
            {t('my_data.export_button')}
          </a>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="delete-title" data-testid="delete-account">
        <h2 className={styles.subHeading} id="delete-title">
          {t('delete.title')}
        </h2>
        <p>{t('delete.intro')}</p>
        {!confirming ? (
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => setConfirming(true)}
              data-testid="delete-start"
            >
              {t('delete.start')}
            </button>
          </div>
        ) : (
          <div className={styles.notice} data-testid="delete-confirmation">
            <h3 className={styles.subHeading}>{t('delete.erased_title')}</h3>
            <ul>
              {erased.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <h3 className={styles.subHeading}>{t('delete.kept_title')}</h3>
            <ul>
              {kept.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>{t('delete.sessions')}</p>
            <p>{t('delete.final')}</p>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={understood}
                onChange={(e) => setUnderstood(e.target.checked)}
                data-testid="delete-understood"
              />
              <span>{t('delete.understood')}</span>
            </label>
            {deletion.status === 'saving' && (
              <p role="status" className={styles.muted}>
                {t('delete.working')}
              </p>
            )}
            {deletion.status === 'error' && (
              <p role="alert" className={styles.error}>
                {errorText(t, deletion.error ?? 'generic')}
              </p>
            )}
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.dangerButton}
                disabled={!understood || deletion.status === 'saving'}
                onClick={() => dispatch(deleteAccount(locale))}
                data-testid="delete-confirm"
              >
                {t('delete.confirm')}
              </button>
              <button
                type="button"
                className={styles.secondaryButton}
                onClick={() => setConfirming(false)}
                disabled={deletion.status === 'saving'}
              >
                {t('delete.keep')}
              </button>
            </div>
          </div>
        )}
      </section>
    </>
  );
}
