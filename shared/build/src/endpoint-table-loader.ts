// A webpack loader for the endpoint table (`@rozmova/contracts/endpoints/<folder>.ts`) in the browser's builds: each
// endpoint keeps its method, path and status, the only parts the browser reads (`call` in @rozmova/web/api-client
// takes the method and fills the path); its JSON Schemas (params, query, body, response) are the api's, and the
// browser has them as types. Without them, the schemas no form validates with are no longer in any bundle: the
// table with its schemas was a 14.6 KiB (gzip) chunk the shell loaded before /ua/home was usable (issue 28).
// A schema a form does validate with is imported from `@rozmova/contracts/schemas/*` by the form, as before.
import ts from 'typescript';

/** The parts of an endpoint the browser reads; any other property leaves the browser's build. */
const KEPT = new Set(['method', 'path', 'status']);

/** Is this `export const name = { ... } as const satisfies Endpoint`? Returns the object literal. */
function endpointLiteral(statement: ts.Statement): ts.ObjectLiteralExpression | null {
  if (!ts.isVariableStatement(statement)) return null;
  const [declaration] = statement.declarationList.declarations;
  let value = declaration?.initializer;
  if (!value || !ts.isSatisfiesExpression(value) || value.type.getText() !== 'Endpoint') return null;
  value = value.expression;
  while (ts.isAsExpression(value) || ts.isParenthesizedExpression(value)) value = value.expression;
  return ts.isObjectLiteralExpression(value) ? value : null;
}

function propertyName(property: ts.ObjectLiteralElementLike): string | null {
  if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) return null;
  const name = property.name;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;
}

/**
 * The module's source with every endpoint's object reduced to its kept properties. Anything it cannot read as an
 * endpoint of the table's shape (a spread, a computed name) fails the build instead of being passed on whole.
 */
export function browserEndpointTable(source: string, fileName = 'endpoints.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts: Array<{ start: number; end: number }> = [];
  for (const statement of file.statements) {
    const literal = endpointLiteral(statement);
    if (!literal) continue;
    for (const property of literal.properties) {
      const name = propertyName(property);
      if (name === null) {
        throw new Error(`${fileName}: an endpoint property the browser build cannot read: ${property.getText()}`);
      }
      if (KEPT.has(name)) continue;
      // The property with its trailing comma, from its first token (comments before it stay, harmlessly).
      const end = source.slice(property.end).match(/^\s*,/)?.[0].length ?? 0;
      cuts.push({ start: property.getStart(file), end: property.end + end });
    }
  }
  let out = source;
  for (const cut of cuts.reverse()) out = out.slice(0, cut.start) + out.slice(cut.end);
  return out;
}

/** The loader: TypeScript in, TypeScript out (swc-loader compiles it next). */
export default function endpointTableLoader(this: { resourcePath: string }, source: string): string {
  return browserEndpointTable(source, this.resourcePath);
}
