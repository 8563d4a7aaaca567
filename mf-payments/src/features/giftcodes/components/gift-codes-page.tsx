// /{locale}/gift-codes: buy a certificate for N sessions (with a PDF preview first), download the ones
// bought, and redeem a code received.
import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { SERVICE_IDS, serviceKindOf, type ServiceKind } from '@rozmova/contracts/constants';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { GIFT_SESSION_CHOICES, giftCodeListPrice } from '@rozmova/contracts/schemas/giftcode';
import { formatPrice } from '@rozmova/contracts/format';
import { marketCurrency } from '@rozmova/contracts/markets';

type GiftSessions = (typeof GIFT_SESSION_CHOICES)[number];
import type { GiftPurchase } from '../api/gift-codes';
import { giftPreviewUrl } from '../lib/downloads';
import { giftPurchaseSlice, giftRedeemSlice, purchasedGiftCodesSlice } from '../store/gift-codes-slices';
import { useRequest, useResetOnLeave, useSlice } from '@rozmova/web/store/use-slice';
import { giftCertificateUrl } from '@rozmova/web/purchases-client';
import { Button, errorText, PageHeader } from '@rozmova/web/ui';
import { RequireClient } from '../../../lib/require-client';
import styles from '../../../lib/payments.module.scss';
import { icu } from '@rozmova/web/i18n/icu';

interface Props {
  locale: MarketLocale;
  basePath: string;
}

export function GiftCodesPage({ locale, basePath }: Props): React.JSX.Element {
  const { t } = useTranslation('payments');
  return (
    <main className={styles.page}>
      <PageHeader title={t('giftcodes.title')} />
      <p className={styles.muted}>{t('giftcodes.intro')}</p>
      <RequireClient locale={locale}>
        <GiftBody locale={locale} basePath={basePath} />
      </RequireClient>
    </main>
  );
}

/** Left behind with the page: a later visit starts with no purchase under way and no code answer. */
const LEAVING = [giftPurchaseSlice, giftRedeemSlice];

function GiftBody({ locale }: Props) {
  const { t } = useTranslation(['payments', 'errors']);
  const dispatch = useDispatch();
  const [kind, setKind] = useState<ServiceKind>('personal');
  const [sessions, setSessions] = useState<GiftSessions>(1);
  const [recipient, setRecipient] = useState('');
  const [sender, setSender] = useState('');
  const [message, setMessage] = useState('');
  const [code, setCode] = useState('');
  // Server data and the two requests: the sagas run them, the page dispatches and reads.
  const mine = useRequest(purchasedGiftCodesSlice, locale).data ?? null;
  const purchase = useSlice(giftPurchaseSlice);
  const redeeming = useSlice(giftRedeemSlice);
  useResetOnLeave(LEAVING);

  const gift: GiftPurchase = {
    service_id: SERVICE_IDS[kind],
    sessions,
    ...(recipient.trim() ? { recipient_name: recipient.trim() } : {}),
    ...(sender.trim() ? { sender_name: sender.trim() } : {}),
    ...(message.trim() ? { message: message.trim() } : {}),
  };

  // Making the order, then while the browser leaves for the provider's page: the button stays off.
  const busy = purchase.status === 'loading' || (purchase.status === 'ready' && Boolean(purchase.data?.checkout_url));
  const failure = purchase.status === 'failed' ? errorText(t, purchase.error, 'payments') : null;
  const redeemFailure = redeeming.status === 'failed' ? errorText(t, redeeming.error, 'payments') : null;
  const redeemedNow = redeeming.status === 'ready' ? redeeming.data : null;

  useEffect(() => {
    if (redeemedNow) setCode('');
  }, [redeemedNow]);
  // The message belongs to the code field: focus it, so a screen reader says what to fix.
  useEffect(() => {
    if (redeemFailure) document.getElementById('gift-redeem-code')?.focus();
  }, [redeemFailure, redeeming.error]);

  function buy(event: FormEvent) {
    event.preventDefault();
    dispatch(giftPurchaseSlice.request({ locale, gift }));
  }

  function redeem(event: FormEvent) {
    event.preventDefault();
    dispatch(giftRedeemSlice.request({ locale, code: code.trim().toUpperCase() }));
  }

  return (
    <>
      <form className={`${styles.card} ${styles.form}`} onSubmit={buy} data-testid="gift-form">
        <label className={styles.field}>
          <span>{t('giftcodes.service')}</span>
          <select name="service" value={kind} onChange={(e) => setKind(e.target.value as ServiceKind)}>
            <option value="personal">{t('service.personal')}</option>
            <option value="couple">{t('service.couple')}</option>
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('giftcodes.sessions')}</span>
          <select
            name="sessions"
            value={sessions}
            onChange={(e) => setSessions(Number(e.target.value) as GiftSessions)}
          >
            {GIFT_SESSION_CHOICES.map((n) => (
              <option key={n} value={n}>
                {icu(t, 'sessions', { count: n })}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('giftcodes.recipient_name')}</span>
          <input
            name="recipient_name"
            maxLength={120}
            value={recipient}
            onChange={(e) => setRecipient(e.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>{t('giftcodes.from_name')}</span>
          <input name="sender_name" maxLength={120} value={sender} onChange={(e) => setSender(e.target.value)} />
        </label>
        <label className={styles.field}>
          <span>{t('giftcodes.message')}</span>
          <textarea
            name="message"
            maxLength={500}
            rows={3}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </label>
        <p className={styles.total} data-testid="gift-price">
          {t('giftcodes.price', {
            price: formatPrice(giftCodeListPrice(locale, kind, sessions), marketCurrency(locale), locale),
          })}
        </p>
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
        <div className={styles.actions}>
          <a
            className={styles.secondaryButton}
            href={giftPreviewUrl(locale, gift)}
            target="_blank"
            rel="noreferrer"
            data-testid="gift-preview"
          >
            {t('giftcodes.preview')}
          </a>
          <Button variant="primary" type="submit" disabled={busy} data-testid="gift-buy">
            {busy ? t('common.redirecting') : t('giftcodes.buy_now')}
          </Button>
        </div>
      </form>

      <section className={styles.card}>
        <h2 className={styles.subHeading}>{t('giftcodes.mine')}</h2>
        {mine && mine.length === 0 && <p className={styles.muted}>{t('giftcodes.none')}</p>}
        <ul className={styles.list}>
          {mine?.map((g) => (
            <li key={g.order_id} data-testid="purchased-gift">
              <span className={styles.code}>{g.code}</span> ·{' '}
              {t(`service.${serviceKindOf(g.service_id) ?? 'personal'}`)} · {icu(t, 'sessions', { count: g.sessions })}{' '}
              · <a href={giftCertificateUrl(g.order_id)}>{t('giftcodes.download')}</a>
            </li>
          ))}
        </ul>
      </section>

      <form className={`${styles.card} ${styles.form}`} onSubmit={redeem}>
        <h2 className={styles.subHeading}>{t('giftcodes.redeem_title')}</h2>
        <label className={styles.field}>
          <span>{t('giftcodes.code_label')}</span>
          <input
            id="gift-redeem-code"
            name="code"
            autoComplete="off"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={redeemFailure ? true : undefined}
            aria-describedby={redeemFailure ? 'gift-redeem-error' : undefined}
          />
        </label>
        {redeemFailure && (
          <p role="alert" className={styles.error} id="gift-redeem-error">
            {redeemFailure}
          </p>
        )}
        {redeemedNow && <p role="status">{icu(t, 'gift_redeemed', { count: redeemedNow.tokens_added })}</p>}
        <Button type="submit" disabled={!code.trim()}>
          {t('giftcodes.redeem')}
        </Button>
      </form>
    </>
  );
}
