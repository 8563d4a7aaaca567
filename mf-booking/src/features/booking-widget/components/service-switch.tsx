import { useTranslation } from 'react-i18next';
import { DEFAULT_SESSION_MINUTES, SERVICE_IDS, type ServiceKind } from '@rozmova/contracts/constants';
import type { ServicePrice } from '../../../lib/get-therapists';
import styles from './booking-widget.module.scss';

interface Props {
  selectedService: string;
  /** The preselected therapist's own prices and durations, when there is one. */
  prices?: ServicePrice[];
  onChange: (serviceId: string) => void;
}

const KINDS: ServiceKind[] = ['personal', 'couple'];

export function ServiceSwitch({ selectedService, prices, onChange }: Props): React.JSX.Element {
  const { t } = useTranslation('booking');
  // A therapist who does not offer couple sessions shows only what they offer.
  const offered = prices && prices.length > 0 ? KINDS.filter((k) => prices.some((p) => p.service_kind === k)) : KINDS;
  return (
    <fieldset className={styles.serviceSwitch}>
      <legend className={styles.legend}>{t('service.legend')}</legend>
      {offered.map((kind) => {
        const id = SERVICE_IDS[kind];
        const minutes = prices?.find((p) => p.service_kind === kind)?.duration_minutes ?? DEFAULT_SESSION_MINUTES[kind];
        return (
          <label
            key={kind}
            className={id === selectedService ? `${styles.serviceOption} ${styles.selected}` : styles.serviceOption}
          >
            <input
              type="radio"
              name="service"
              value={id}
              checked={id === selectedService}
              onChange={() => onChange(id)}
              data-testid={`service-${kind}`}
            />
            <span className={styles.serviceName}>{t(`service.${kind}`)}</span>
            <span className={styles.hint}>{t(`service.${kind}_hint`, { minutes })}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
