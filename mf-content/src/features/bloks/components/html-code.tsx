import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { textOf } from '../../../lib/blok';
import type { BlokProps, HtmlCodeBlok } from '../types';
import { fillVariables, usePageContext } from '../../../lib/page-context';
import { loadedSanitiser, loadSanitiser, type Sanitise } from '../sanitiser';
import styles from './bloks.module.scss';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The sanitiser, or null while its chunk loads (the page usually waits for it: `prepareBloks`). */
function useSanitiser(): Sanitise | null {
  const [sanitise, setSanitise] = useState<Sanitise | null>(loadedSanitiser);
  useEffect(() => {
    if (sanitise) return undefined;
    let current = true;
    loadSanitiser().then(
      (loaded) => {
        if (current) setSanitise(() => loaded);
      },
      (error: unknown) => console.error('mf-content: the html sanitiser could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [sanitise]);
  return sanitise;
}

/** Markup pasted by an editor, shown only after sanitising (see sanitise-html.ts); nothing until then. */
export function HtmlCode({ blok }: BlokProps<HtmlCodeBlok>): React.JSX.Element | null {
  const { variables } = usePageContext();
  const navigate = useNavigate();
  const sanitise = useSanitiser();
  const html = useMemo(() => {
    if (!sanitise) return '';
    const escaped = Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, escapeHtml(v)]));
    return sanitise(fillVariables(textOf(blok.html), escaped));
  }, [sanitise, blok.html, variables]);
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
