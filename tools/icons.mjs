// The installed game's icons, drawn from the lands' own art: `npm run icons` writes
// apps/web/public/icons/, which the web app manifest (apps/web/public/manifest.webmanifest)
// and index.html name. Winterland's night (its sky's gradient from apps/web/src/lands/lands.css,
// its stars, aurora and skyline from assets/lands/) with the intro's planet over it
// (apps/web/src/styles.css, .intro__planet): the planet reads at 48 px on a launcher, the
// scenery tells the game from any other. Rendered by Debian's Chromium (CHROMIUM_PATH to use
// another) through Playwright, as tools/screens.mjs is: the repository has no image library,
// and the browser draws the SVG and CSS exactly as the game does.
/* global Buffer, Image, document, btoa */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'apps', 'web', 'public', 'icons');

/**
 * What Android and iOS ask for. `any`: Chromium's installability wants 192 and 512 px; the
 * rounded corners are ours (transparent beyond them). `maskable`: the launcher cuts its own
 * shape from a full-bleed square, keeping only the circle of 80 % of the side (the W3C's safe
 * zone), so the planet stays inside it. iOS's home screen takes a 180 px opaque square and
 * rounds it itself.
 */
const ICONS = [
  { file: 'icon-192.webp', size: 192, kind: 'any' },
  { file: 'icon-512.webp', size: 512, kind: 'any' },
  { file: 'maskable-512.webp', size: 512, kind: 'maskable' },
  { file: 'apple-touch-icon-180.png', size: 180, kind: 'opaque' },
];

/**
 * The manifest's icons are WebP: Chromium fetches one as a page loads, to check the game is
 * installable, on every first visit (icon-192: 29.5 kB as PNG, a few kB as WebP at this
 * quality). iOS reads only the apple-touch-icon, and only as it adds the game to the home
 * screen: PNG, which it asks for.
 */
const WEBP_QUALITY = 0.9;

/** The PNG Chromium took, re-encoded by Chromium's own WebP encoder. */
async function asWebp(tab, png) {
  const encoded = await tab.evaluate(
    async ({ png, quality }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      canvas.getContext('2d').drawImage(image, 0, 0);
      const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', quality));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    },
    { png: png.toString('base64'), quality: WEBP_QUALITY },
  );
  return Buffer.from(encoded, 'base64');
}

const dataUrl = (file, type) =>
  `data:${type};base64,${readFileSync(path.join(root, file)).toString('base64')}`;
const svg = (name) => dataUrl(`assets/lands/${name}.svg`, 'image/svg+xml');

/** One icon as a page: the scenery fills the square, the planet is centred at `planet` of the side. */
function page(size, kind) {
  const planet = kind === 'maskable' ? 0.42 : 0.5;
  const corner = kind === 'any' ? '22%' : '0';
  return `<!doctype html><html><head><style>
html, body { margin: 0; background: transparent; }
.icon {
  position: relative; width: ${size}px; height: ${size}px; overflow: hidden; border-radius: ${corner};
  background:
    url('${svg('winterland-hills')}') 38% bottom / auto 46% no-repeat,
    url('${svg('winterland-aurora')}') center 6% / 100% 42% no-repeat,
    url('${svg('winterland-sky')}') center top / 70% auto repeat,
    linear-gradient(180deg, #060f24 0%, #0b1b38 45%, #17335c 100%);
}
.planet {
  position: absolute; left: 50%; top: 44%; width: ${planet * 100}%; aspect-ratio: 1;
  transform: translate(-50%, -50%); border-radius: 50%;
  background:
    radial-gradient(circle at 32% 30%, #ffe9a8 0 8%, transparent 9%),
    radial-gradient(circle at 65% 62%, #f7b955 0 12%, transparent 13%),
    radial-gradient(circle at 35% 35%, #ffcf6b, #e8792b 60%, #a8431a);
  box-shadow: 0 0 ${size * 0.08}px rgb(255 190 90 / 45%);
}
.ring {
  position: absolute; inset: 38% -22%; border: ${Math.max(2, size * 0.022)}px solid rgb(255 214 140 / 75%);
  border-radius: 50%; transform: rotate(-14deg);
}
</style></head><body><div class="icon"><div class="planet"><span class="ring"></span></div></div></body></html>`;
}

/**
 * How far a drawing may stray from the committed icon: Chromium's anti-aliasing moves between
 * versions, a little on many edge pixels. A pixel strays when a channel moves by more than
 * PIXEL_TOLERANCE; a few may (edges), a patch may not: a star moved or a colour changed shows
 * as hundreds.
 */
const PIXEL_TOLERANCE = 24;
const STRAY_PIXELS_ALLOWED = 0.0005;

/** The share of pixels of two images that stray, decoded by the browser; null when their sizes differ. */
function strayShare(tab, made, committed, type) {
  return tab.evaluate(
    async ({ made, committed, type, tolerance }) => {
      const pixels = async (base64) => {
        const image = new Image();
        image.src = `data:${type};base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [a, b] = [await pixels(made), await pixels(committed)];
      if (a.length !== b.length) return null;
      let strays = 0;
      for (let i = 0; i < a.length; i += 4) {
        const most = Math.max(...[0, 1, 2, 3].map((c) => Math.abs(a[i + c] - b[i + c])));
        if (most > tolerance) strays++;
      }
      return strays / (a.length / 4);
    },
    {
      made: made.toString('base64'),
      committed: committed.toString('base64'),
      type,
      tolerance: PIXEL_TOLERANCE,
    },
  );
}

// `--check`: draws the icons again and compares them with the committed ones, writing nothing;
// exits 1 when one is missing or strays.
const check = process.argv.includes('--check');
if (!check) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
let strays = 0;
try {
  for (const { file, size, kind } of ICONS) {
    const tab = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await tab.setContent(page(size, kind));
    const png = await tab.locator('.icon').screenshot({ omitBackground: kind === 'any' });
    const webp = file.endsWith('.webp');
    const made = webp ? await asWebp(tab, png) : png;
    const target = path.join(out, file);
    if (check) {
      const committed = existsSync(target) ? readFileSync(target) : null;
      const share = committed && (await strayShare(tab, made, committed, webp ? 'image/webp' : 'image/png'));
      const same = share !== null && share <= STRAY_PIXELS_ALLOWED;
      if (!same) strays++;
      const how = !committed
        ? 'missing'
        : share === null
          ? 'another size'
          : `${(share * 100).toFixed(3)} % of pixels stray`;
      console.log(`${same ? 'SAME' : 'STRAYS'} apps/web/public/icons/${file}: ${how}`);
    } else {
      writeFileSync(target, made);
      console.log(`apps/web/public/icons/${file}: ${size}×${size} (${kind})`);
    }
    await tab.close();
  }
} finally {
  await browser.close();
}
if (strays > 0) {
  console.error(
    `${strays} icon(s) differ from what tools/icons.mjs draws: run npm run icons and commit them.`,
  );
  process.exit(1);
}
