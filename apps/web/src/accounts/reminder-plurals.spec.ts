import i18next from 'i18next';
import { LANGUAGES, RESOURCES } from '@czeus/i18n';

/** An i18next set up as the web's (src/i18n.ts) with every language's texts, to read plurals. */
async function translator() {
  const t = i18next.createInstance();
  await t.init({
    lng: 'en',
    fallbackLng: false,
    resources: Object.fromEntries(LANGUAGES.map((l) => [l.code, RESOURCES[l.code]])),
    interpolation: { escapeValue: false },
  });
  return (lng: string, count: number) => t.t('reminderBody', { lng, ns: 'account', count });
}

describe('the register reminder counts games in the player language', () => {
  it('Russian: 1 игру, 2 игры, 5 игр, 21 игру', async () => {
    const body = await translator();
    expect(body('ru', 1)).toContain(' 1 игру.');
    expect(body('ru', 2)).toContain(' 2 игры.');
    expect(body('ru', 5)).toContain(' 5 игр.');
    expect(body('ru', 21)).toContain(' 21 игру.');
  });

  it.each(LANGUAGES.map((l) => l.code))('%s has a form for every count i18next picks', async (code) => {
    const body = await translator();
    for (const count of [1, 2, 3, 5, 21, 102, 1_000_000])
      expect({ count, text: body(code, count) }).toEqual({
        count,
        text: expect.stringContaining(String(count)),
      });
  });
});
