// /{locale}/tokens: the client's session tokens and the bundles on offer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SERVICE_IDS, serviceKindOf, type ServiceKind } from '@rozmova/contracts/constants';
import { formatPrice } from '@rozmova/contracts/format';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { useDispatch } from 'react-redux';
import { useRequest, useResetOnLeave, useSlice } from '@rozmova/web/store/use-slice';
import type { BundleQuantity } from '../api/tokens';
import { bundlePurchaseSlice, tokenOfferSlice } from '../store/tokens-slices';
import { Button, errorText, Notice, PageHeader } from '@rozmova/web/ui';
import { RequireClient } from '../../../lib/require-client';
import styles from '../../../lib/payments.module.scss';
import { icu } from '@rozmova/web/i18n/icu';

const LEAVING = [bundlePurchaseSlice];

interface Props {
  locale: MarketLocale;
  basePath: string;
}

export function TokensPage({ locale, basePath }: Props): React.JSX.Element {
  const { t } = useTranslation('payments');
  return (
    <main className={styles.page}>
      <PageHeader title={t('tokens.title')} />
      <p className={styles.muted}>{t('tokens.intro')}</p>
      <RequireClient locale={locale}>
        <TokensBody locale={locale} basePath={basePath} />
      </RequireClient>
    </main>
  );
}

function TokensBody({ locale, basePath }: Props) {
  const { t } = useTranslation(['payments', 'errors']);
  const [kind, setKind] = useState<ServiceKind>('personal');
  // The balance and the bundles are server data: the saga loads them, the page asks and reads.
  const offer = useRequest(tokenOfferSlice, locale);
  const balance = offer.data?.balance ?? null;
  const options = offer.data?.options ?? null;
  const dispatch = useDispatch();
  const purchase = useSlice(bundlePurchaseSlice);
  useResetOnLeave(LEAVING);
  // While the order is made, and while the browser leaves for the provider, the buttons stay off.
  const busy =
    purchase.status === 'loading' || (purchase.status === 'ready' && Boolean(purchase.data?.checkout_url))
      ? (purchase.args?.bundle.quantity ?? null)
      : null;
  const buyFailure = purchase.status === 'failed' ? errorText(t, purchase.error, 'payments') : null;
  const failure = buyFailure ?? (offer.status === 'failed' ? errorText(t, offer.error, 'payments') : null);
  const retry = () => {
    dispatch(bundlePurchaseSlice.reset());
    offer.reload();
  };

  const buy = (quantity: number) =>
    dispatch(
      bundlePurchaseSlice.request({
        locale,
        bundle: { service_id: SERVICE_IDS[kind], quantity: quantity as BundleQuantity },
      }),
    );

  const bundles = options?.bundles.filter((b) => b.service_id === SERVICE_IDS[kind]) ?? [];
  return (
    <>
      {balance && (
        <section className={styles.card} data-testid="token-balance">
          <p>{balance.total > 0 ? icu(t, 'tokens_balance', { count: balance.total }) : t('tokens.balance_none')}</p>
          {balance.balances
            .filter((b) => b.balance > 0)
            .map((b) => (
              // Tokens are spent only in the market they were bought in: each line names it.
              <p
                key={`${b.locale}-${b.service_id}-${b.worker_id ?? 'any'}`}
                className={styles.muted}
                data-testid="token-line"
                data-market={b.locale}
              >
                {t(`service.${serviceKindOf(b.service_id) ?? 'personal'}`)} ({t(`tokens.market.${b.locale}`)}):{' '}
                {b.balance}
              </p>
            ))}
          {balance.total > 0 && (
            <Link className={styles.secondaryButton} to={`${basePath}/therapists`}>
              {t('tokens.book_with_token')}
            </Link>
          )}
        </section>
      )}
      {failure && (
        <Notice role="alert">
          <p className={styles.error}>{failure}</p>
          <Button onClick={retry}>{t('common.retry')}</Button>
        </Notice>
      )}
      <label className={styles.field}>
        <span>{t('tokens.service')}</span>
        <select value={kind} onChange={(e) => setKind(e.target.value as ServiceKind)} name="service">
          <option value="personal">{t('service.personal')}</option>
          <option value="couple">{t('service.couple')}</option>
        </select>
      </label>
      {!options && !failure && <p role="status">{t('common.loading')}</p>}
      <div className={styles.options}>
        {bundles.map((b) => (
          <section key={b.quantity} className={styles.card} data-testid="bundle" data-quantity={b.quantity}>
            <h2 className={styles.subHeading}>{icu(t, 'sessions', { count: b.quantity })}</h2>
            <p>{t('tokens.saving', { percent: b.discount_percent })}</p>
            <p className={styles.muted}>
              {t('tokens.per_session', {
                price: formatPrice(Math.round((b.price_for_user / b.quantity) * 100) / 100, options?.currency, locale),
              })}
            </p>
            <Button
              variant="primary"
              disabled={busy !== null}
              onClick={() => buy(b.quantity)}
              data-testid={`buy-bundle-${b.quantity}`}
            >
              {busy === b.quantity
                ? t('common.redirecting')
                : icu(t, 'tokens_buy', {
                    count: b.quantity,
                    price: formatPrice(b.price_for_user, options?.currency, locale),
                  })}
            </Button>
          </section>
        ))}
      </div>
      <p className={styles.muted}>{t('common.secure_note')}</p>
    </>
  );
}
