import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { pluralVariables } from './plural-variables.ts';

type Cases = Record<string, unknown>;
const CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/**
 * `{count, plural, =0 {…} one {# …} other {# …}}` becomes a select on `count` for the exact cases whose
 * `other` is a select on count's plural category, with `#` read from count's formatted twin
 * (plural-variables.ts): lingui's own order, exact value, then category, then other. Like lingui, only
 * a branch's own `#` is the number, not one in a select nested in it.
 */
function pluralAsSelects(name: string, type: string, cases: Cases): unknown[] {
  if (type !== 'plural') throw new Error(`{${name}, ${type}} is not supported: with-plural-values.ts passes cardinal categories only.`);
  if (cases.offset) throw new Error(`{${name}, plural, offset:…} is not supported: its # would be ${name} minus the offset.`);
  const { formatted, category } = pluralVariables(name);
  const { offset: _offset, ...choices } = cases;
  const branches = Object.entries(choices).map(([key, tokens]): [string, unknown] => [
    key,
    withoutPlurals(Array.isArray(tokens) ? tokens.map((token) => (token === '#' ? [formatted] : token)) : tokens),
  ]);
  const byCategory = [category, 'select', Object.fromEntries(branches.filter(([key]) => CATEGORIES.has(key)))];
  const exact = branches.filter(([key]) => !CATEGORIES.has(key));
  return exact.length ? [name, 'select', { ...Object.fromEntries(exact), other: [byCategory] }] : byCategory;
}

function withoutPlurals(tokens: unknown): unknown {
  if (!Array.isArray(tokens)) return tokens;
  return (tokens as unknown[]).map((token) => {
    if (!Array.isArray(token)) return token;
    const [name, type, format] = token as [string, string?, unknown?];
    if (type === 'plural' || type === 'selectordinal') return pluralAsSelects(name, type, format as Cases);
    if (type !== 'select') return token;
    return [name, type, Object.fromEntries(Object.entries(format as Cases).map(([key, branch]) => [key, withoutPlurals(branch)]))];
  });
}

/** Turns `{ id: ICU message }` into lingui's compiled messages, without plurals; throws on a message that does not parse. Build time, and at run time only after registerCatalogue() (./catalogue.ts). */
export function compileCatalog(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, withoutPlurals(compileMessageOrThrow(message))]));
}
