// The html_code block lets editors paste markup (a table, an embed's fallback text). It is shown
// only after DOMPurify has removed scripts, event handlers, dangerous URLs and anything that could
// dress up as the platform's own UI (forms, inputs) or restyle the page (style tags/attributes).
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | undefined;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // A new tab must not get a handle on this page (reverse tabnabbing).
    const target = node.getAttribute('target');
    if (target === null) return;
    if (node.tagName === 'A' && target === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (target !== '_self') {
      // Named targets could aim at the shell's own frames or windows.
      node.removeAttribute('target');
    }
  });
  return purifier;
}

export function sanitiseHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'option',
      'iframe',
      'frame',
      'object',
      'embed',
      'base',
      'link',
      'meta',
    ],
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
    // DOMPurify's default, narrowed to http(s)/mailto/tel and without protocol-relative "//host"
    // addresses. It is also applied to plain attribute values, hence the scheme-less alternatives.
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|\/(?!\/)|[^a-z/\\]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}
