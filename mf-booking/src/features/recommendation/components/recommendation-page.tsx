// /{locale}/recommendation: the questionnaire, then the therapists it recommends.
import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { RecommendationAnswers } from '@rozmova/contracts/schemas/recommendation';
import { Questionnaire } from './questionnaire';
import { RecommendationResults } from './recommendation-results';
import { requestRecommendation } from '../store/actions';
import { selectRecommendationState } from '../store/selectors';
import { clientTimeZone } from '@rozmova/web/client-time';
import styles from '../../../lib/pages.module.scss';

export function RecommendationPage({
  locale,
  basePath,
}: {
  locale: MarketLocale;
  basePath: string;
}): React.JSX.Element {
  const { t } = useTranslation(['booking', 'errors']);
  const dispatch = useDispatch();
  const state = useSelector(selectRecommendationState);
  const clientZone = useMemo(() => clientTimeZone(locale), [locale]);
  const [answers, setAnswers] = useState<RecommendationAnswers | null>(null);
  const [editing, setEditing] = useState(state.apiStatus !== 'success');

  function submit(next: RecommendationAnswers) {
    setAnswers(next);
    setEditing(false);
    dispatch(requestRecommendation({ config_id: locale, answers: next }));
  }

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{t('recommendation.title')}</h1>
      <p className={styles.intro}>{t('recommendation.intro')}</p>
      {state.apiStatus === 'loading' && <p role="status">{t('recommendation.loading')}</p>}
      {state.apiStatus === 'error' && (
        <p role="alert" className={styles.notice}>
          {t(`errors:${state.errorCode}`, { defaultValue: t('recommendation.error') })}
        </p>
      )}
      {(editing || state.apiStatus === 'error' || state.apiStatus === 'idle') && state.apiStatus !== 'loading' && (
        <Questionnaire locale={locale} clientZone={clientZone} initial={answers} busy={false} onSubmit={submit} />
      )}
      {!editing && state.apiStatus === 'success' && state.recommendation && (
        <RecommendationResults
          locale={locale}
          basePath={basePath}
          recommendation={state.recommendation}
          clientZone={clientZone}
          onChangeAnswers={() => setEditing(true)}
        />
      )}
    </main>
  );
}
