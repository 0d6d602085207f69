// Short clips of the real game, written to assets/videos/ as WebM (VP9), MP4 (H.264) and a JPEG
// poster each: the rules' video links and the house ads play them (`npm run videos`). Like
// tools/screens.mjs it starts the built server on a fresh embedded database and drives Debian's
// Chromium, here scripted like a player with pauses a viewer can follow; Playwright records each
// clip and Debian's ffmpeg trims, scales and encodes it. ffmpeg is needed only here, never in CI.
// VIDEOS_ONLY=rule-add,ad-02 remakes some clips; VIDEOS_PORT when another run holds 3378.
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectedAction, lessonAct, lessonPage, startLesson } from '../libs/lessons/dist/index.js';
import { decodePuzzle, SHAPES, transposePuzzle } from '../libs/puzzle/dist/index.js';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'assets', 'videos');
const port = Number(process.env.VIDEOS_PORT) || 3378;
const base = `http://127.0.0.1:${port}`;
const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
const FFPROBE = path.join(path.dirname(FFMPEG), 'ffprobe');

// Playwright records through an ffmpeg of its own, which it would download: it is given
// Debian's instead, where it looks (a browsers folder of this run's, Chromium is Debian's too).
const browsersJson = path.join(
  path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')),
  'browsers.json',
);
const { revision } = JSON.parse(readFileSync(browsersJson, 'utf8')).browsers.find((b) => b.name === 'ffmpeg');
const playwrightHome = mkdtempSync(path.join(tmpdir(), 'czeus-playwright-'));
mkdirSync(path.join(playwrightHome, `ffmpeg-${revision}`));
symlinkSync(FFMPEG, path.join(playwrightHome, `ffmpeg-${revision}`, 'ffmpeg-linux'));
process.env.PLAYWRIGHT_BROWSERS_PATH = playwrightHome;
const { launchChromium } = await import('./bench/chromium.mjs');

/** A phone held landscape: the shape most players see the game in. */
const VIEWPORT = { width: 844, height: 390 };
/** The encoded clips: 640 px wide (height even, aspect kept), 24 fps, at most 15 s. */
const WIDTH = 640;
const FPS = 24;
// Cut a little short of 15 s: the encoders round a clip's length to their own time units.
const MAX_SECONDS = 14.9;
/** Quality of each encoding, chosen so a clip weighs about 100–250 kB (the test allows 400 kB). */
const VP9_CRF = 36;
const X264_CRF = 27;

/** A player past the intro and the lands' tutorial prompts who has said no to analytics (no bar). */
const RETURNING = {
  seenIntro: true,
  tutorialsSeen: ['summerland', 'autumnland', 'winterland'],
  analyticsConsent: false,
  askBeforeHint: true,
};

// A viewer cannot see a pointer in a recording: each tap draws a ring where it lands.
const TAP_RINGS = `
addEventListener('pointerdown', (e) => {
  const ring = document.createElement('div');
  ring.style.cssText = 'position:fixed;z-index:2147483647;pointer-events:none;width:34px;height:34px;' +
    'margin:-17px 0 0 -17px;border-radius:50%;border:3px solid rgba(255,255,255,.95);' +
    'box-shadow:0 0 0 2px rgba(0,0,0,.55);background:rgba(255,255,255,.25);' +
    'left:' + e.clientX + 'px;top:' + e.clientY + 'px;transition:transform .5s,opacity .5s';
  document.documentElement.appendChild(ring);
  requestAnimationFrame(() => requestAnimationFrame(() => {
    ring.style.transform = 'scale(1.6)';
    ring.style.opacity = '0';
  }));
  setTimeout(() => ring.remove(), 700);
}, true);`;

const pause = (page, ms) => page.waitForTimeout(ms);

/** Turns a served puzzle as the board shows it on this screen (2-squares and 6-squares turn). */
function asShown(page, puzzle) {
  const { width, height } = page.viewportSize();
  const turns =
    SHAPES[puzzle.shape].transposable &&
    puzzle.width !== puzzle.height &&
    puzzle.width > puzzle.height !== width >= height;
  return turns ? transposePuzzle(puzzle) : puzzle;
}

/** Goes to a game's address (or does `open`) and returns the served puzzle as shown, once play begins. */
async function openPuzzle(page, address, open) {
  const daily = address.startsWith('/daily');
  const served = page.waitForResponse(
    (r) => new URL(r.url()).pathname === (daily ? '/api/daily' : '/api/game') && r.status() === 200,
  );
  await (open ? open() : page.goto(`${base}${address}`));
  const answer = await (await served).json();
  const puzzle = asShown(page, decodePuzzle(daily ? answer.puzzle : answer));
  await page.getByRole('status').filter({ hasText: /^Go!$/ }).waitFor({ timeout: 20_000 });
  return puzzle;
}

const cellName = (puzzle, cell, value) => {
  const { x, y } = puzzle.cells[cell];
  return `mystery, row ${y / 2 + 1}, column ${x / 2 + 1}, ${value ?? 'empty'}`;
};

const pad = (page) => page.getByRole('group', { name: 'Numbers' });

/** Taps a mystery, then a number on the pad, at a pace a viewer follows. */
async function tapNumber(page, puzzle, cell, digit, { before = 350, after = 650 } = {}) {
  const { x, y } = puzzle.cells[cell];
  await page
    .getByRole('gridcell', { name: new RegExp(`^mystery, row ${y / 2 + 1}, column ${x / 2 + 1},`) })
    .click();
  await pause(page, before);
  await pad(page)
    .getByRole('button', { name: String(digit), exact: true })
    .click();
  await pause(page, after);
}

/** The open mysteries in board order. */
const openCells = (puzzle) => puzzle.mysteries.filter((m) => !puzzle.cells[m].given);

/** Plays every open mystery right, to the end screen. */
async function playToEnd(page, puzzle, pace = {}) {
  for (const cell of openCells(puzzle))
    await tapNumber(page, puzzle, cell, puzzle.cells[cell].solution, pace);
  await page.locator('.end-screen').waitFor({ timeout: 20_000 });
}

// --- tutorials: the lesson engine says what each step wants; the script does it through the screen.

/** Whether the lesson board shows the served puzzle turned (its rows counted on the grid). */
async function lessonTurned(page, served) {
  if (!SHAPES[served.shape].transposable || served.width === served.height) return false;
  const rows = await page.getByRole('gridcell', { name: /^mystery, row \d+, column 1,/ }).count();
  return rows !== (served.height + 1) / 2;
}

async function lessonCell(page, served, cell, half) {
  const turn = await lessonTurned(page, served);
  const puzzle = turn ? transposePuzzle(served) : served;
  const shown = turn ? (cell % served.width) * served.height + Math.floor(cell / served.width) : cell;
  const at = (c) => [puzzle.cells[c].y / 2 + 1, puzzle.cells[c].x / 2 + 1];
  if (!half) {
    const [r, c] = at(shown);
    return page.getByRole('gridcell', { name: new RegExp(`^mystery, row ${r}, column ${c},`) });
  }
  const clue = puzzle.cells[shown];
  let where;
  if (clue.kind === 'square') {
    where = `around the square at row ${(clue.y - 1) / 2 + 1} column ${(clue.x - 1) / 2 + 1}`;
  } else {
    const [[r1, c1], [r2, c2]] = clue.mysteries.map(at);
    where = `between row ${r1} column ${c1} and row ${r2} column ${c2}`;
  }
  return page.getByRole('gridcell', {
    name: new RegExp(`^${half === 'add' ? 'add' : 'times'} clue [^,]+, ${where}$`),
  });
}

/**
 * Walks a tutorial page from its opening: reads each text for `readMs` (a step's short line for
 * `actMs`), then does what it asks.
 * `wrong(action)` may return a wrong number to tap first (the lesson explains it).
 */
async function walkLesson(page, land, number, { readMs = 1600, actMs = 1200, wrong } = {}) {
  const lesson = lessonPage(land, number);
  const served = decodePuzzle(lesson.record);
  await page.goto(`${base}/tutorial/${land}/${number}`);
  await page.locator('.lesson-panel').waitFor();
  await page.waitForLoadState('networkidle');
  const start = mark();
  let state = startLesson(lesson);
  let noteMode = false;
  for (let guard = 0; !state.done && guard < 60; guard++) {
    const action = expectedAction(lesson, state);
    if (!action) break;
    await pause(page, action.type === 'continue' ? readMs : actMs);
    const bad = wrong?.(action, noteMode);
    if (bad) {
      await pad(page)
        .getByRole('button', { name: String(bad), exact: true })
        .click();
      await page.locator('.hint-box').waitFor();
      await pause(page, 3200);
    }
    noteMode = await lessonStep(page, served, action, noteMode);
    state = lessonAct(lesson, state, action).state;
  }
  await pause(page, 1800);
  return start;
}

async function lessonStep(page, served, action, noteMode) {
  switch (action.type) {
    case 'continue': {
      const next = page.locator('.lesson-panel').getByRole('button', { name: 'Continue' });
      await next.and(page.locator('[aria-disabled="false"]')).waitFor();
      await next.click();
      return noteMode;
    }
    case 'selected':
      await (await lessonCell(page, served, action.target.cell, action.target.half)).click();
      return noteMode;
    case 'digit':
    case 'note': {
      const wantNotes = action.type === 'note';
      if (wantNotes !== noteMode) {
        await pad(page).getByRole('button', { name: 'Notes' }).click();
        await pause(page, 600);
      }
      await pad(page)
        .getByRole('button', { name: String(action.digit), exact: true })
        .click();
      return wantNotes;
    }
    case 'clueValue': {
      const sign = action.target.half === 'add' ? '+' : '×';
      await pause(page, 500);
      await page
        .getByRole('group', { name: "Choose the clue's value" })
        .getByRole('button', { name: `${sign}${action.value}` })
        .click();
      return noteMode;
    }
    case 'undo':
      await pad(page).getByRole('button', { name: 'Undo note' }).click();
      return noteMode;
    case 'back':
      await page.locator('.lesson-panel').getByRole('button', { name: 'Back' }).click();
      return noteMode;
  }
  return noteMode;
}

// --- the clips' starts: each records from its page's opening; the encoder cuts to its mark.

/**
 * When the clip begins (the blank and loading start cut off), as the clock on the wall says:
 * the recording's own first frame comes some time after the page opens, so the encoder counts
 * back from the recording's end instead, which is when the script stopped.
 */
const mark = () => Date.now() / 1000;

/** A game opened and playing: the clip starts at its countdown's "Go!". */
async function game(page, address, open) {
  const puzzle = await openPuzzle(page, address, open);
  return { puzzle, start: mark() - 0.6 };
}

/** A land's game played right to its end card and stars. */
const playedGame = (address, pace) => async (page) => {
  const { puzzle, start } = await game(page, address);
  await pause(page, 500);
  await playToEnd(page, puzzle, pace);
  await pause(page, 4500);
  return start;
};

/** Notes in the first open cells of a game: the notes a player keeps while thinking. */
async function someNotes(page, puzzle, cells) {
  await pad(page).getByRole('button', { name: 'Notes' }).click();
  await pause(page, 600);
  for (const cell of cells) {
    await page.getByRole('gridcell', { name: cellName(puzzle, cell) }).click();
    await pause(page, 400);
    const right = puzzle.cells[cell].solution;
    for (const d of [right, (right % 9) + 1]) {
      await pad(page)
        .getByRole('button', { name: String(d), exact: true })
        .click();
      await pause(page, 550);
    }
  }
  await pad(page).getByRole('button', { name: 'Notes' }).click();
}

/** Buys a smart hint (asked first, its price said), and leaves its explanation on screen. */
async function smartHint(page) {
  await page.getByRole('button', { name: /Smart hint/ }).click();
  const asked = page.getByRole('dialog', { name: 'Use a smart hint?' });
  await asked.waitFor();
  await pause(page, 1500);
  await asked.getByRole('button', { name: 'OK' }).click();
  await page.locator('.hint-box').waitFor({ timeout: 15_000 });
}

/** name → how the clip is played (returning where it starts, in seconds), and its settings. */
const CLIPS = {
  // Rules: the tutorial pages say each rule beside a board made to show it.
  'rule-add': (page) => walkLesson(page, 'summerland', 1, { readMs: 3500 }),
  'rule-multiply': (page) => walkLesson(page, 'summerland', 2, { readMs: 2200 }),
  'rule-square': (page) => walkLesson(page, 'autumnland', 1, { readMs: 2800 }),
  // Rule 2: the repeat answered first (6 beside the 2) and explained, then the right number. The
  // cZeus square's own exception (rule2-error-2) needs a board whose clues let the repeat
  // through; among 60 generated boards with squares, every such entry broke a clue first.
  'rule-pairs': (page) =>
    walkLesson(page, 'summerland', 4, {
      readMs: 2000,
      actMs: 900,
      wrong: (action) => (action.type === 'digit' && action.digit === 3 ? 6 : undefined),
    }),
  'rule-notes': (page) => walkLesson(page, 'summerland', 5, { readMs: 1800 }),
  'rule-hint': async (page) => {
    const { puzzle, start } = await game(page, '/play?level=1&shape=4&difficulty=2');
    await pause(page, 800);
    await tapNumber(page, puzzle, openCells(puzzle)[0], puzzle.cells[openCells(puzzle)[0]].solution);
    await smartHint(page);
    await pause(page, 6000);
    return start;
  },

  // Ads 1–9: the first land and what every player sees.
  'ad-01': async (page) => {
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Next puzzle' }).waitFor();
    await page.waitForLoadState('networkidle');
    const start = mark();
    await pause(page, 1500);
    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: 'Next puzzle' }).click();
      await pause(page, 1100);
    }
    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: 'Previous puzzle' }).click();
      await pause(page, 900);
    }
    await pause(page, 500);
    await page
      .locator('.slider__play')
      .getByRole('button', { name: /^Play / })
      .click();
    await page.getByRole('status').filter({ hasText: /^Go!$/ }).waitFor({ timeout: 20_000 });
    await pause(page, 1500);
    return start;
  },
  'ad-02': playedGame('/play?level=1&shape=1&difficulty=1', { before: 300, after: 700 }),
  'ad-03': (page) => walkLesson(page, 'summerland', 3, { readMs: 1800 }),
  'ad-04': async (page) => {
    await page.goto(`${base}/playclueselect`);
    await page.locator('.practice-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    const start = mark();
    await pause(page, 2500);
    await page.locator('.practice-card').first().click();
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    await pause(page, 3000);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForLoadState('networkidle');
    await pause(page, 5000);
    return start;
  },
  // Not the daily: its land changes from day to day, and ads 1-9 show the first land only.
  'ad-05': async (page) => {
    const { puzzle, start } = await game(page, '/play?level=1&shape=3&difficulty=2');
    await pause(page, 600);
    const [first, ...rest] = openCells(puzzle);
    const right = puzzle.cells[first].solution;
    await tapNumber(page, puzzle, first, (right % 9) + 1, { after: 0 });
    await page.locator('.play__notice').waitFor();
    await pause(page, 3500);
    // The cell is still selected (a second tap on it would let it go): the right number now.
    await pad(page)
      .getByRole('button', { name: String(right), exact: true })
      .click();
    await pause(page, 650);
    for (const cell of rest) await tapNumber(page, puzzle, cell, puzzle.cells[cell].solution);
    await page.locator('.end-screen').waitFor({ timeout: 20_000 });
    await pause(page, 3500);
    return start;
  },
  // Zen up to its last number: no clock, no lives, numbers that stay. The end is left out: with
  // motion on, its card showed under the board's tiles at this size.
  'ad-06': async (page) => {
    const served = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/game' && r.status() === 200,
    );
    await page.goto(`${base}/play?level=1&shape=2&difficulty=1&mode=zen`);
    const puzzle = asShown(page, decodePuzzle(await (await served).json()));
    const zen = page.getByRole('dialog', { name: 'Zen' });
    await zen.waitFor();
    await page.waitForLoadState('networkidle');
    const start = mark();
    await pause(page, 3500);
    await zen.getByRole('button', { name: 'Play' }).click();
    await pause(page, 1500);
    for (const cell of openCells(puzzle).slice(0, -1)) {
      await tapNumber(page, puzzle, cell, puzzle.cells[cell].solution, { before: 400, after: 1000 });
    }
    await pause(page, 2000);
    return start;
  },
  'ad-07': async (page) => {
    const { puzzle, start } = await game(page, '/play?level=1&shape=4&difficulty=2');
    await pause(page, 600);
    await someNotes(page, puzzle, openCells(puzzle).slice(0, 2));
    await pause(page, 600);
    await playToEnd(page, puzzle, { before: 300, after: 600 });
    await pause(page, 3000);
    return start;
  },
  'ad-08': (page) => walkLesson(page, 'summerland', 6, { readMs: 1500 }),
  'ad-09': async (page) => {
    const { puzzle, start } = await game(page, '/play?level=1&shape=3&difficulty=2');
    await pause(page, 600);
    await smartHint(page);
    await pause(page, 3500);
    await playToEnd(page, puzzle, { before: 300, after: 600 });
    await pause(page, 2500);
    return start;
  },
  // Ad 10: autumnland. Ads 11–13: winterland.
  'ad-10': playedGame('/play?level=2&shape=2&difficulty=2', { before: 250, after: 550 }),
  'ad-11': async (page) => {
    const { puzzle, start } = await game(page, '/play?level=3&shape=4&difficulty=2');
    await pause(page, 800);
    const cells = openCells(puzzle);
    for (const cell of cells.slice(0, 6)) await tapNumber(page, puzzle, cell, puzzle.cells[cell].solution);
    await pause(page, 2000);
    return start;
  },
  'ad-12': (page) => walkLesson(page, 'winterland', 4, { readMs: 1800 }),
  'ad-13': playedGame('/play?level=3&shape=1&difficulty=2', { before: 250, after: 550 }),
};

/** Trims, scales and encodes one recording into the clip's WebM, MP4 and poster. */
function encode(name, recording, start, end) {
  const length = Math.min(MAX_SECONDS, end - start);
  // Playwright writes a frame only when the screen changes: the frames are made regular (and
  // the last one held to the end) before the cut, or a still start or end would be lost.
  const cut = ['-i', recording];
  const frames = [
    ...['-an', '-vf'],
    [
      'tpad=stop_mode=clone:stop_duration=5',
      `fps=${FPS}`,
      `trim=start=${start.toFixed(2)}:duration=${length.toFixed(2)}`,
      'setpts=PTS-STARTPTS',
      `scale=${WIDTH}:-2:flags=lanczos`,
    ].join(','),
  ];
  const run = (args) => execFileSync(FFMPEG, ['-y', '-loglevel', 'error', ...args], { stdio: 'inherit' });
  const file = (ext) => path.join(out, `${name}.${ext}`);
  run([
    ...cut,
    ...frames,
    ...['-c:v', 'libvpx-vp9', '-crf', String(VP9_CRF), '-b:v', '0', '-row-mt', '1', '-deadline', 'good'],
    ...['-cpu-used', '2', '-pix_fmt', 'yuv420p', file('webm')],
  ]);
  run([
    ...cut,
    ...frames,
    ...['-c:v', 'libx264', '-preset', 'slow', '-crf', String(X264_CRF), '-pix_fmt', 'yuv420p'],
    ...['-movflags', '+faststart', file('mp4')],
  ]);
  // The poster: a frame two thirds in, where the clip shows its game rather than its opening.
  run(['-ss', (length * 0.66).toFixed(2), '-i', file('mp4'), '-frames:v', '1', '-q:v', '6', file('jpg')]);
  const kB = (ext) => Math.round(statSync(file(ext)).size / 1000);
  console.log(
    `${name}: ${length.toFixed(1)} s, webm ${kB('webm')} kB, mp4 ${kB('mp4')} kB, jpg ${kB('jpg')} kB`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'czeus-videos-'));
let server;

/** Starts the built server on this run's database, or again if it has stopped since. */
async function serve() {
  if (server && server.exitCode === null && server.signalCode === null) return;
  if (server) console.warn(`the server stopped (${server.exitCode ?? server.signalCode}): started again`);
  server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUZZLE_BANK_SIZE: '2',
      // A new browser (a new guest) per clip, all from 127.0.0.1.
      GUEST_RATE_LIMIT: '100000',
      PLAYER_RATE_LIMIT: '100000',
      ADDRESS_RATE_LIMIT: '100000',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = server;
  await new Promise((resolve, reject) => {
    started.stdout.on('data', (chunk) => String(chunk).includes('ready at') && resolve());
    started.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Records one clip and encodes it; false when its play failed (the recording is dropped). */
async function record(browser, name, play) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    recordVideo: { dir: recordings, size: VIEWPORT },
    storageState: {
      cookies: [],
      origins: [
        { origin: base, localStorage: [{ name: 'czeus.settings', value: JSON.stringify(RETURNING) }] },
      ],
    },
  });
  await context.addInitScript(TAP_RINGS);
  const page = await context.newPage();
  let start;
  try {
    start = await play(page);
  } catch (error) {
    console.warn(`${name}: ${error.message.split('\n')[0]}`);
    await context.close();
    rmSync(await page.video().path(), { force: true });
    return false;
  }
  const end = mark();
  await context.close();
  const recording = await page.video().path();
  const recorded = Number(
    execFileSync(FFPROBE, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', recording], {
      encoding: 'utf8',
    }),
  );
  encode(name, recording, Math.max(0, recorded - (end - start)), recorded);
  rmSync(recording);
  return true;
}

mkdirSync(out, { recursive: true });
const recordings = mkdtempSync(path.join(tmpdir(), 'czeus-recordings-'));
const only = process.env.VIDEOS_ONLY?.split(',');
const failed = [];
const browser = await launchChromium();
try {
  for (const [name, play] of Object.entries(CLIPS)) {
    if (only && !only.includes(name)) continue;
    // A clip whose play fails (a slow page, a server gone) is played once more from the start.
    let done = false;
    for (let attempt = 0; attempt < 2 && !done; attempt++) {
      await serve();
      done = await record(browser, name, play);
    }
    if (!done) failed.push(name);
  }
} finally {
  await browser.close();
  server?.kill('SIGTERM');
  rmSync(recordings, { recursive: true, force: true });
  rmSync(playwrightHome, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed.length) {
  console.error(`not made: ${failed.join(', ')}`);
  process.exitCode = 1;
}
