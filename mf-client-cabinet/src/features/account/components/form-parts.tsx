// The pieces every form of the profile page shares: a field's error text and the saved / failed note.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { FormErrors } from '@rozmova/web/forms';
import { errorText } from '@rozmova/web/ui';
import type { SaveState } from '../store/account-slices';
import styles from '../../../lib/cabinet.module.scss';

export function fieldText(t: TFunction, errors: FormErrors, field: string): string | null {
  const error = errors[field];
  return error ? String(t(`forms:${error.key}`, error.values ?? {})) : null;
}

export function SaveNote({ save, savedText }: { save: SaveState; savedText: string }) {
  const { t } = useTranslation('cabinet');
  if (save.status === 'saved')
    return (
      <p role="status" className={styles.success}>
        {savedText}
      </p>
    );
  if (save.status === 'error')
    return (
      <p role="alert" className={styles.error}>
        {errorText(t, save.error ?? 'generic', 'cabinet')}
      </p>
    );
  return null;
}
