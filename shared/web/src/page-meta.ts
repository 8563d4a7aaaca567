// The document's title and meta description, set by whichever app owns the page (the shell for its own
// and the remotes' routes, mf-content from the story), so every route names itself in its language.
export function setPageMeta(title: string, description: string | null): void {
  document.title = title;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = description;
}
