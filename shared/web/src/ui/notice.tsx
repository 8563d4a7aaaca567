// A message box. A failure is an alert (read out at once), a success a status (read out when the reader
// pauses); information and a consequence to weigh are read in their place. `role` overrides that.
import type { HTMLAttributes } from 'react';
import styles from './kit.module.scss';

export type NoticeTone = 'info' | 'error' | 'success' | 'warning';

const CLASS: Readonly<Record<NoticeTone, string>> = {
  info: 'notice',
  error: 'errorBox',
  success: 'successBox',
  warning: 'consequence',
};

const ROLE: Readonly<Record<NoticeTone, 'alert' | 'status' | undefined>> = {
  info: undefined,
  error: 'alert',
  success: 'status',
  warning: undefined,
};

/** The class of a notice's look, for an element that is not a div. */
export function noticeClass(tone: NoticeTone = 'info', extra?: string): string {
  const own = styles[CLASS[tone]] ?? CLASS[tone];
  return extra ? `${own} ${extra}` : own;
}

export function Notice({
  tone = 'info',
  role,
  className,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { tone?: NoticeTone }): React.JSX.Element {
  return <div role={role ?? ROLE[tone]} className={noticeClass(tone, className)} {...rest} />;
}
