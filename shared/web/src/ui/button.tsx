// The kit's button: one look per intent in every app (primary: the one thing the page is for; secondary:
// everything else; danger: what cannot be undone). `type` defaults to "button" so that no button submits
// a form by accident; a form's submit button says so.
import type { ButtonHTMLAttributes } from 'react';
import styles from './kit.module.scss';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

const CLASS: Readonly<Record<ButtonVariant, string>> = {
  primary: 'primaryButton',
  secondary: 'secondaryButton',
  danger: 'dangerButton',
};

/** The class of a button's look, for a link or a label that looks like a button. */
export function buttonClass(variant: ButtonVariant = 'secondary', extra?: string): string {
  const own = styles[CLASS[variant]] ?? CLASS[variant];
  return extra ? `${own} ${extra}` : own;
}

export function Button({
  variant = 'secondary',
  type = 'button',
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }): React.JSX.Element {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}
