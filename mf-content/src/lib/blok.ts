// A CMS block as a story's content holds it (a tree of them): what the stories feature reads of a story and
// the bloks feature renders. The shapes of the single blocks are in features/bloks/types.ts.

export interface Blok {
  _uid: string;
  component: string;
  [field: string]: unknown;
}

export function isBlok(value: unknown): value is Blok {
  return typeof value === 'object' && value !== null && typeof (value as Blok).component === 'string';
}

export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
