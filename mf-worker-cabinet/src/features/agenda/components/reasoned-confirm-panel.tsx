// A step that says what will happen first, takes an optional reason for the client, then asks: cancelling a
// session and ending a series are the same panel with their own texts, request and test ids.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Button, errorText } from '@rozmova/web/ui';
import type { RequestSlice } from '@rozmova/web/store/request-slice';
import { useSlice } from '@rozmova/web/store/use-slice';
import styles from '../../../lib/cabinet.module.scss';

interface Props<Args, Data> {
  slice: RequestSlice<Args, Data>;
  /** Whether the slice's last request was this panel's (another card may have used the slice). */
  isMine: (args: Args | null) => boolean;
  /** The request, with the reason when one was written. */
  request: (reason: string | undefined) => Args;
  /** `cancel` or `end-series`: the heading's id and the test ids start with it. */
  name: string;
  bookingId: string;
  texts: { title: string; consequence: string; reason: string; confirm: string; keep: string };
  onClose: () => void;
}

export function ReasonedConfirmPanel<Args, Data>({
  slice,
  isMine,
  request,
  name,
  bookingId,
  texts,
  onClose,
}: Props<Args, Data>): React.JSX.Element {
  const { t } = useTranslation('workerCabinet');
  const dispatch = useDispatch();
  const state = useSlice(slice);
  const [reason, setReason] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const mine = isMine(state.args);

  useEffect(() => {
    dispatch(slice.reset());
    heading.current?.focus();
  }, [dispatch, slice]);

  useEffect(() => {
    if (mine && state.status === 'ready') onClose();
  }, [mine, state.status, onClose]);

  const headingId = `${name}-${bookingId}`;
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid={`${name}-panel`}>
      <h3 id={headingId} tabIndex={-1} ref={heading} className={styles.subHeading}>
        {t(texts.title)}
      </h3>
      <p className={styles.consequence} data-testid={`${name}-consequence`}>
        {t(texts.consequence)}
      </p>
      <div className={styles.field}>
        <label htmlFor={`${headingId}-reason`}>{t(texts.reason)}</label>
        <textarea
          id={`${headingId}-reason`}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      {mine && state.status === 'failed' ? (
        <p role="alert" className={styles.fieldError}>
          {errorText(t, state.error, 'workerCabinet')}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button
          variant="danger"
          data-testid={`${name}-confirm`}
          disabled={mine && state.status === 'loading'}
          onClick={() => dispatch(slice.request(request(reason.trim() || undefined)))}
        >
          {t(texts.confirm)}
        </Button>
        <Button onClick={onClose}>{t(texts.keep)}</Button>
      </div>
    </section>
  );
}
