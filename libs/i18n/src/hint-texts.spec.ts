import { MESSAGE_PARAMS } from '@czeus/puzzle';
import { LANGUAGES } from './languages.js';
import { RESOURCES } from './resources.js';

const params = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))].sort();

describe('hint and game-error texts', () => {
  it.each(LANGUAGES.map((l) => l.code))(
    '%s has a text for every message of the engine, using exactly its numbers',
    (code) => {
      const hints = RESOURCES[code].hints as Record<string, string>;
      for (const [key, wanted] of Object.entries(MESSAGE_PARAMS)) {
        expect({ key, exists: typeof hints[key] === 'string' }).toEqual({ key, exists: true });
        expect({ key, params: params(hints[key]) }).toEqual({ key, params: [...wanted].sort() });
      }
      expect(Object.keys(hints).sort()).toEqual(Object.keys(MESSAGE_PARAMS).sort());
    },
  );
});
