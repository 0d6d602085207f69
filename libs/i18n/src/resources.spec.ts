import { LANGUAGES, LOCALE_TAG } from './languages.js';
import { loadAccountTexts, loadLessons, loadPlayTexts, loadResources } from './load-resources.js';
import type { ResourceTree } from './resource-tree.js';
import { STATS_TEXTS } from './locales/stats/index.js';
import { RESOURCES } from './resources.js';
import { leavesOf, PLURAL_SUFFIX } from './resource-leaves.js';

const params = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))].sort();
const base = (path: string) => path.replace(PLURAL_SUFFIX, '');
const reference = leavesOf(RESOURCES.en);
const referenceBases = [...new Set([...reference.keys()].map(base))].sort();
const codes = LANGUAGES.map((l) => l.code);

describe('interface texts', () => {
  it('exist for every language offered', () => {
    expect(Object.keys(RESOURCES).sort()).toEqual([...codes].sort());
  });

  it.each(codes)('%s has exactly the English keys (plural forms aside), each non-empty', (code) => {
    const texts = leavesOf(RESOURCES[code]);
    expect([...new Set([...texts.keys()].map(base))].sort()).toEqual(referenceBases);
    for (const [path, text] of texts)
      expect({ path, empty: text.trim() === '' }).toEqual({ path, empty: false });
  });

  it.each(codes)('%s has exactly the plural forms its language needs', (code) => {
    const categories = new Intl.PluralRules(LOCALE_TAG[code]).resolvedOptions().pluralCategories.sort();
    const plurals = new Map<string, string[]>();
    for (const path of leavesOf(RESOURCES[code]).keys()) {
      const form = PLURAL_SUFFIX.exec(path)?.[1];
      if (form) plurals.set(base(path), [...(plurals.get(base(path)) ?? []), form]);
    }
    expect(plurals.size).toBeGreaterThan(0);
    for (const [key, forms] of plurals)
      expect({ key, forms: forms.sort() }).toEqual({ key, forms: categories });
  });

  it.each(codes)('%s uses the same interpolation parameters as English', (code) => {
    const english = new Map([...reference].map(([p, t]) => [base(p), params(t)]));
    for (const [path, text] of leavesOf(RESOURCES[code])) {
      const wanted = english.get(base(path));
      expect({ path, params: params(text) }).toEqual({ path, params: wanted });
    }
  });

  it.each(codes)('%s loads on its own with the same texts, each pack apart', async (code) => {
    const [texts, account, play, lessons] = await Promise.all([
      loadResources(code),
      loadAccountTexts(code),
      loadPlayTexts(code),
      loadLessons(code),
    ]);
    expect(Object.keys(texts).sort()).toEqual(['home', 'shell']);
    expect(Object.keys(account).sort()).toEqual(['account', 'errors', 'shell']);
    const shell = { ...(texts.shell as ResourceTree), ...(account.shell as ResourceTree) };
    // The account pack's part of `shell` takes no key of home's.
    expect(Object.keys(shell)).toHaveLength(
      Object.keys(texts.shell as ResourceTree).length + Object.keys(account.shell as ResourceTree).length,
    );
    expect(Object.keys(play).sort()).toEqual(['hints', 'play', 'practice']);
    expect({ ...texts, ...account, shell, ...play, lessons, stats: STATS_TEXTS[code] }).toEqual(
      RESOURCES[code],
    );
  });
});
