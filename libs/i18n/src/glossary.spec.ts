import type { LanguageCode } from './languages.js';
import { RESOURCES } from './resources.js';
import { leavesOf, PLURAL_SUFFIX } from './resource-leaves.js';

/**
 * One term per concept. The four words a player meets all the time — clue, hint,
 * mystery, puzzle — each have one term in each language, and no term serves two concepts.
 *
 * A text is "about" a concept when its English counterpart (same key) names it. Each such text
 * must not use a word listed in `avoid` for that concept, nor the term of a concept its English
 * does not name (so Russian «подсказка», the hint, never stands for a clue).
 */
type Concept = 'clue' | 'hint' | 'mystery' | 'puzzle';

interface Entry {
  /** The chosen term: stems, matched at the start of a word (anywhere for Chinese). */
  term: string[];
  /** Other words that must not be used for this concept. */
  avoid: string[];
}

const ENGLISH: Record<Concept, RegExp> = {
  clue: /\bclues?\b/i,
  hint: /\bhints?\b/i,
  mystery: /\bmyster(y|ies)\b/i,
  puzzle: /\bpuzzles?\b/i,
};

const GLOSSARY: Record<Exclude<LanguageCode, 'en'>, Record<Concept, Entry>> = {
  // Bokmål writes compounds as one word: «kvadrathint», «mysterierute», «smarttips».
  no: {
    clue: { term: ['\\p{L}*hint'], avoid: ['ledetr'] },
    hint: { term: ['\\p{L}*tips'], avoid: [] },
    mystery: { term: ['myster'], avoid: [] },
    puzzle: { term: ['\\p{L}*oppgave'], avoid: ['puslespill', 'gåte'] },
  },
  es: {
    clue: { term: ['pista'], avoid: [] },
    hint: { term: ['ayuda'], avoid: [] },
    mystery: { term: ['misterio'], avoid: ['celda'] },
    puzzle: { term: ['puzle'], avoid: ['rompecabezas', 'acertijo'] },
  },
  it: {
    clue: { term: ['indizi'], avoid: [] },
    hint: { term: ['suggeriment'], avoid: ['aiut'] },
    mystery: { term: ['mister'], avoid: ['cella'] },
    puzzle: { term: ['puzzle'], avoid: ['rompicapo', 'enigm'] },
  },
  ru: {
    clue: { term: ['ключ'], avoid: ['подсказ'] },
    hint: { term: ['подсказ'], avoid: [] },
    mystery: { term: ['загад'], avoid: ['тайн'] },
    puzzle: { term: ['головолом'], avoid: ['пазл', 'задач'] },
  },
  sl: {
    clue: { term: ['namig'], avoid: [] },
    hint: { term: ['nasvet'], avoid: [] },
    mystery: { term: ['skrivnost'], avoid: ['celic'] },
    puzzle: { term: ['ugan'], avoid: ['sestavljank'] },
  },
  fa: {
    clue: { term: ['سرنخ'], avoid: [] },
    hint: { term: ['راهنما'], avoid: [] },
    mystery: { term: ['رازآلود'], avoid: ['رمزآلود'] },
    puzzle: { term: ['معما'], avoid: ['پازل'] },
  },
  // Chinese has no spaces: terms match anywhere.
  cmn: {
    clue: { term: ['线索'], avoid: [] },
    hint: { term: ['提示'], avoid: [] },
    mystery: { term: ['神秘格'], avoid: ['谜格'] },
    puzzle: { term: ['谜题'], avoid: ['拼图', '难题'] },
  },
};

const base = (path: string) => path.replace(PLURAL_SUFFIX, '');
const english = new Map([...leavesOf(RESOURCES.en)].map(([p, t]) => [base(p), t]));
const concepts = Object.keys(ENGLISH) as Concept[];

/** A stem as a regular expression: at a word's start, or anywhere in Chinese. */
const stem = (code: string, s: string) => new RegExp(code === 'cmn' ? s : `(?<![\\p{L}\\p{M}])${s}`, 'iu');

/** The words in `text` that a text about `concepts` (per its English) must not use. */
function misused(code: keyof typeof GLOSSARY, named: Concept[], text: string): string[] {
  const glossary = GLOSSARY[code];
  const banned = [
    ...named.flatMap((c) => glossary[c].avoid),
    ...concepts.filter((c) => !named.includes(c)).flatMap((c) => glossary[c].term),
  ];
  // A stem banned as another concept's term is still fine if it is this concept's own term.
  const own = new Set(named.flatMap((c) => glossary[c].term));
  return [...new Set(banned)].filter((s) => !own.has(s) && stem(code, s).test(text));
}

describe('glossary: one term per concept', () => {
  it('English names each concept somewhere', () => {
    for (const c of concepts)
      expect({ c, texts: [...english.values()].some((t) => ENGLISH[c].test(t)) }).toEqual({
        c,
        texts: true,
      });
  });

  it.each(Object.keys(GLOSSARY) as (keyof typeof GLOSSARY)[])(
    '%s gives each concept a term of its own',
    (code) => {
      // No term is (or begins) another concept's term: «pista» cannot be both clue and hint.
      for (const c of concepts)
        for (const d of concepts.filter((x) => x !== c))
          for (const s of GLOSSARY[code][c].term)
            expect({ c, d, s, shared: GLOSSARY[code][d].term.some((t) => stem(code, s).test(t)) }).toEqual({
              c,
              d,
              s,
              shared: false,
            });
    },
  );

  it.each(Object.keys(GLOSSARY) as (keyof typeof GLOSSARY)[])(
    '%s uses its one term for clue, hint, mystery and puzzle',
    (code) => {
      const wrong: { path: string; text: string; words: string[] }[] = [];
      for (const [path, text] of leavesOf(RESOURCES[code])) {
        const source = english.get(base(path)) ?? '';
        const named = concepts.filter((c) => ENGLISH[c].test(source));
        if (named.length === 0) continue;
        const words = misused(code, named, text);
        if (words.length > 0) wrong.push({ path, text, words });
      }
      expect(wrong).toEqual([]);
    },
  );

  it.each(Object.keys(GLOSSARY) as (keyof typeof GLOSSARY)[])(
    '%s says a concept with its term where English names it alone',
    (code) => {
      // Where the English text names exactly one concept, the translation names it too, with
      // the chosen term (a pronoun in its place is rare enough to list here when it happens).
      const missing: { path: string; concept: Concept; text: string }[] = [];
      for (const [path, text] of leavesOf(RESOURCES[code])) {
        const source = english.get(base(path)) ?? '';
        const named = concepts.filter((c) => ENGLISH[c].test(source));
        if (named.length !== 1) continue;
        const [concept] = named;
        if (!GLOSSARY[code][concept].term.some((s) => stem(code, s).test(text)))
          missing.push({ path, concept, text });
      }
      expect(missing).toEqual([]);
    },
  );
});
