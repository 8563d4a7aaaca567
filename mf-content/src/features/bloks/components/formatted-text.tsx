// Editors write texts in a small, forgiving format (README.md, "Text format"): blank lines between
// paragraphs, "- " lists, "1. " numbered lists, **bold** and [label](address). It becomes React
// elements, never HTML, so a text field cannot inject markup.
import { Fragment, type ReactNode } from 'react';
import { safeHref } from '../links';
import { fillVariables, usePageContext } from '../../../lib/page-context';
import { SafeLink } from './safe-link';

const INLINE = /\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

function inline(text: string, keyPrefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(INLINE)) {
    const start = match.index ?? 0;
    if (start > last) out.push(text.slice(last, start));
    const key = `${keyPrefix}-${index++}`;
    if (match[1] !== undefined) {
      out.push(<strong key={key}>{inline(match[1], key)}</strong>);
    } else {
      out.push(
        <SafeLink key={key} link={safeHref(match[3])}>
          {match[2]}
        </SafeLink>,
      );
    }
    last = start + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

function lines(lines: string[], key: string): ReactNode[] {
  return lines.map((line, i) => (
    <Fragment key={`${key}-${i}`}>
      {i > 0 && <br />}
      {inline(line, `${key}-${i}`)}
    </Fragment>
  ));
}

export function FormattedText({ text, className }: { text: string; className?: string }): React.JSX.Element | null {
  const { variables } = usePageContext();
  const blocks = fillVariables(text, variables)
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .filter((block) => block.length > 0);
  if (blocks.length === 0) return null;
  return (
    <div className={className}>
      {blocks.map((block, i) => {
        const key = `b${i}`;
        if (block.every((l) => /^[-*]\s+/.test(l))) {
          return (
            <ul key={key}>
              {block.map((l, j) => (
                <li key={j}>{inline(l.replace(/^[-*]\s+/, ''), `${key}-${j}`)}</li>
              ))}
            </ul>
          );
        }
        if (block.every((l) => /^\d+[.)]\s+/.test(l))) {
          return (
            <ol key={key}>
              {block.map((l, j) => (
                <li key={j}>{inline(l.replace(/^\d+[.)]\s+/, ''), `${key}-${j}`)}</li>
              ))}
            </ol>
          );
        }
        return <p key={key}>{lines(block, key)}</p>;
      })}
    </div>
  );
}
