import { LANGUAGES } from './languages.js';
import { RESOURCES } from './resources.js';

/** Every leaf of a resource tree as `path → text`. */
function leaves(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of leaves(value as object, path)) out.set(p, v);
  }
  return out;
}

const params = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const reference = leaves(RESOURCES.en);

describe('interface texts', () => {
  it('exist for every language offered', () => {
    expect(Object.keys(RESOURCES).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
  });

  it.each(LANGUAGES.map((l) => l.code))('%s has exactly the English keys, each non-empty', (code) => {
    const texts = leaves(RESOURCES[code]);
    expect([...texts.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [path, text] of texts)
      expect({ path, empty: text.trim() === '' }).toEqual({ path, empty: false });
  });

  it.each(LANGUAGES.map((l) => l.code))('%s uses the same interpolation parameters as English', (code) => {
    for (const [path, text] of leaves(RESOURCES[code])) {
      expect({ path, params: params(text) }).toEqual({ path, params: params(reference.get(path) as string) });
    }
  });
});
