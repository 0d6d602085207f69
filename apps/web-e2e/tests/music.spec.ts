import { expect, type Page, test } from '@playwright/test';
import { mysteryName, openGame } from './game.js';

/** The lands' music files as the build names them (assets/<land>-<hash>.mp3). */
const MUSIC = /\/(summerland|autumnland|winterland)-[\w-]+\.mp3$/;

/** Every music file the page asks for, in order. */
function musicAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => void (MUSIC.test(r.url()) && asked.push(new URL(r.url()).pathname)));
  return asked;
}

/** Touches the first open cell: the player's first interaction with the board. */
async function touchBoard(page: Page, puzzle: Awaited<ReturnType<typeof openGame>>) {
  const cell = puzzle.mysteries.find((m) => !puzzle.cells[m].given) as number;
  await page.getByRole('gridcell', { name: mysteryName(puzzle, cell) }).click();
}

test('Options has a Music switch beside Sound, off at first and kept across a reload', async ({ page }) => {
  await page.goto('/#options');
  await expect(page.getByRole('switch', { name: 'Music' })).toBeVisible();
  // Options' own switches (home's zen chip behind the dialog is a switch too).
  const names = await page
    .getByRole('dialog', { name: 'Options' })
    .getByRole('switch')
    .evaluateAll((switches) => switches.map((s) => s.closest('label')?.textContent ?? ''));
  expect(names.slice(0, 2)).toEqual(['Sound', 'Music']);
  const music = page.getByRole('switch', { name: 'Music' });
  await expect(music).not.toBeChecked();
  await music.click();
  await expect(music).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Music' })).toBeChecked();
});

test("switched on, the land's music is fetched after the first touch, not before", async ({ page }) => {
  await page.addInitScript(() => {
    // What the page's audio does with looping sources: the music's, started and stopped.
    const loops: { loop: boolean; loopStart: number; loopEnd: number; stopped: boolean }[] = [];
    Object.assign(window, { loops });
    const { start, stop } = AudioBufferSourceNode.prototype;
    AudioBufferSourceNode.prototype.start = function (...args) {
      if (this.loop)
        loops.push({ loop: this.loop, loopStart: this.loopStart, loopEnd: this.loopEnd, stopped: false });
      Object.assign(this, { record: loops.at(-1) });
      return start.apply(this, args);
    };
    AudioBufferSourceNode.prototype.stop = function (...args) {
      const record = (this as unknown as { record?: { stopped: boolean } }).record;
      if (record) record.stopped = true;
      return stop.apply(this, args);
    };
    const settings = JSON.parse(localStorage.getItem('czeus.settings') ?? '{}') as object;
    localStorage.setItem('czeus.settings', JSON.stringify({ ...settings, music: true }));
  });
  const asked = musicAsked(page);
  // The effects arrive when the board plays and the browser is idle: by then music has had
  // every chance to load early, and must not have.
  const effects = page.waitForResponse((r) => r.url().endsWith('.mp3') && !MUSIC.test(r.url()));
  const puzzle = await openGame(page, '/play?level=2&shape=1&difficulty=1');
  await effects;
  // Real time: music fetched too early would come by the network (its player's chunk, then the
  // file), which no page clock hurries.
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);

  const music = page.waitForResponse((r) => MUSIC.test(r.url()) && r.status() === 200);
  await touchBoard(page, puzzle);
  const file = await music;
  expect(new URL(file.url()).pathname).toMatch(/\/autumnland-/);
  expect(asked).toHaveLength(1);
  // It plays, looping inside the file past the decoder's delay, one loop long (tools/music.mjs:
  // 8 bars at 84 bpm), and stops while the game is paused by the menu, then comes back.
  const loops = () =>
    page.evaluate(
      () =>
        (window as unknown as { loops: { loopStart: number; loopEnd: number; stopped: boolean }[] }).loops,
    );
  await expect.poll(loops).toHaveLength(1);
  const [playing] = await loops();
  expect(playing.loopStart).toBeCloseTo(0.15, 3);
  expect(playing.loopEnd - playing.loopStart).toBeCloseTo((8 * 4 * 60) / 84, 3);
  expect(playing.stopped).toBe(false);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect.poll(async () => (await loops())[0].stopped).toBe(true);
  // Closed, the game runs on and the music comes back.
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Close' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/difficulty=1$/);
  await expect.poll(loops).toHaveLength(2);
  // A loop of about 20 s that Chromium decodes (the file holds one loop and a little more).
  const seconds = await page.evaluate(async (url) => {
    const bytes = await (await fetch(url)).arrayBuffer();
    return (await new AudioContext().decodeAudioData(bytes)).duration;
  }, file.url());
  expect(seconds).toBeGreaterThan(18);
});

test('switched off, no music is fetched, until the switch is turned on in Options', async ({ page }) => {
  const asked = musicAsked(page);
  const effects = page.waitForResponse((r) => r.url().endsWith('.mp3') && !MUSIC.test(r.url()));
  const puzzle = await openGame(page, '/play?level=3&shape=1&difficulty=1');
  await touchBoard(page, puzzle);
  await effects;
  // Real time: a music fetch would take the network's time, which no page clock hurries.
  await page.waitForTimeout(1000);
  expect(asked).toEqual([]);

  await page.evaluate(() => (location.hash = '#options'));
  const music = page.waitForResponse((r) => MUSIC.test(r.url()) && r.status() === 200);
  await page.getByRole('switch', { name: 'Music' }).click();
  expect(new URL((await music).url()).pathname).toMatch(/\/winterland-/);
});
