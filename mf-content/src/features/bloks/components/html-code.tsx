import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { textOf } from '../../../lib/blok';
import type { BlokProps, HtmlCodeBlok } from '../types';
import { fillVariables, usePageContext } from '../../../lib/page-context';
import { sanitiseHtml } from '../sanitise-html';
import styles from './bloks.module.scss';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Markup pasted by an editor, shown only after sanitising (see sanitise-html.ts). */
export function HtmlCode({ blok }: BlokProps<HtmlCodeBlok>): React.JSX.Element | null {
  const { variables } = usePageContext();
  const navigate = useNavigate();
  const html = useMemo(() => {
    const escaped = Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, escapeHtml(v)]));
    return sanitiseHtml(fillVariables(textOf(blok.html), escaped));
  }, [blok.html, variables]);
  if (html.trim() === '') return null;

  // Same-site links inside pasted markup should move within the app, not reload the whole shell.
  function onClick(event: MouseEvent<HTMLDivElement>): void {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target === '_blank') return;
    event.preventDefault();
    navigate(href);
  }

  return <div className={styles.html} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
