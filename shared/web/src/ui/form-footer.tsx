// The end of a form: its submit button (held while the form is being sent) and any other actions beside it.
import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './kit.module.scss';

export interface FormFooterProps {
  /** The submit button's words. */
  submit: ReactNode;
  /** While the form is being sent the button is disabled, so that it is not sent twice. */
  busy?: boolean;
  /** `data-testid` of the submit button. */
  testId?: string;
  /** Other buttons after the submit button (Close, Cancel). */
  children?: ReactNode;
}

export function FormFooter({ submit, busy = false, testId, children }: FormFooterProps): React.JSX.Element {
  return (
    <div className={styles.row}>
      <Button type="submit" variant="primary" data-testid={testId} disabled={busy}>
        {submit}
      </Button>
      {children}
    </div>
  );
}
