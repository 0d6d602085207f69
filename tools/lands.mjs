// The lands' scenery, drawn from code so every line is ours: `npm run lands` writes
// assets/lands/<land>-hills.svg (the land's skyline, laid along the foot of the play screen)
// and assets/lands/<land>-sky.svg (what fills its sky: clouds, falling leaves, stars). The sky's
// gradient, sun and moon are CSS (apps/web/src/play/lands.css), so they fill any window shape;
// only the parts that must keep their proportions are pictures. Deterministic (a seeded random),
// so the same script makes the same bytes; tools/test/lands.spec.ts fails when a committed file
// differs from it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The skyline's box: wide and low, so a phone held either way shows a strip of it. */
export const HILLS = { width: 1600, height: 360 };

/** A small seeded random (mulberry32): the same art on every run. */
function randomFrom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;

/** A hill's height at x: a base line and a few slow waves. */
const ridge = (base, waves) => (x) =>
  base - waves.reduce((y, [amp, len, phase]) => y + amp * Math.sin((x / len) * 2 * Math.PI + phase), 0);

/** A filled hill under a ridge, as a path. */
function hill(top, fill) {
  const { width, height } = HILLS;
  const points = [];
  for (let x = 0; x <= width; x += 40) points.push(`${x},${r1(top(x))}`);
  return `<path fill="${fill}" d="M0,${height}L${points.join('L')}L${width},${height}Z"/>`;
}

/** A round-crowned tree standing on the ground at (x, y). */
function roundTree(x, y, size, crown, trunk) {
  const w = size * 0.14;
  return (
    `<rect x="${r1(x - w / 2)}" y="${r1(y - size * 0.55)}" width="${r1(w)}" height="${r1(size * 0.6)}" fill="${trunk}"/>` +
    `<circle cx="${r1(x)}" cy="${r1(y - size * 0.75)}" r="${r1(size * 0.42)}" fill="${crown}"/>`
  );
}

/** A pine: three stacked triangles, snow on each tier's top. */
function pine(x, y, size, needles, snow) {
  let out = `<rect x="${r1(x - size * 0.05)}" y="${r1(y - size * 0.2)}" width="${r1(size * 0.1)}" height="${r1(size * 0.22)}" fill="${needles}"/>`;
  for (let tier = 0; tier < 3; tier++) {
    const base = y - size * (0.15 + tier * 0.27);
    const half = size * (0.36 - tier * 0.08);
    const tip = base - size * 0.42;
    out += `<path fill="${needles}" d="M${r1(x - half)},${r1(base)}L${r1(x)},${r1(tip)}L${r1(x + half)},${r1(base)}Z"/>`;
    if (snow)
      out += `<path fill="${snow}" d="M${r1(x - half * 0.45)},${r1(tip + size * 0.22)}L${r1(x)},${r1(tip)}L${r1(x + half * 0.45)},${r1(tip + size * 0.22)}Z"/>`;
  }
  return out;
}

/** A leaf: an almond shape with its midrib, turned. */
function leaf(x, y, size, turn, fill, rib) {
  const s = size / 2;
  return (
    `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${Math.round(turn)})">` +
    `<path fill="${fill}" d="M${-s},0Q0,${r1(-s * 0.8)} ${s},0Q0,${r1(s * 0.8)} ${-s},0Z"/>` +
    `<path stroke="${rib}" stroke-width="1.5" d="M${r1(-s * 0.8)},0H${r1(s * 0.8)}"/></g>`
  );
}

const svg = (width, height, body, extra = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"${extra}>${body}</svg>\n`;

/** Summerland: a bright day over green hills, round trees, flowers in the grass. */
function summerland() {
  const random = randomFrom(1);
  const far = ridge(150, [
    [26, 900, 0.5],
    [12, 370, 2],
  ]);
  const mid = ridge(215, [
    [30, 1100, 2.4],
    [14, 420, 0.7],
  ]);
  const near = ridge(290, [
    [22, 1300, 4],
    [10, 310, 1.2],
  ]);
  let body = hill(far, '#cfe5a6') + hill(mid, '#a9d178');
  for (const x of [170, 240, 610, 1050, 1120, 1460]) {
    body += roundTree(x, mid(x) + 6, 70 + random() * 40, random() < 0.5 ? '#5f9e3f' : '#74b04c', '#7a5a3a');
  }
  body += hill(near, '#8cc25e');
  for (let i = 0; i < 70; i++) {
    const x = random() * HILLS.width;
    const y = near(x) + 12 + random() * 50;
    body += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(3 + random() * 3)}" fill="${random() < 0.5 ? '#fff8d6' : '#ffcf3f'}"/>`;
  }
  const sky = cloud(140, 70, 1) + cloud(560, 40, 0.7) + cloud(430, 150, 0.55);
  return { hills: svg(HILLS.width, HILLS.height, body), sky: svg(800, 240, sky) };
}

/** A soft white cloud of overlapping circles at (x, y). */
function cloud(x, y, scale) {
  const puffs = [
    [0, 22, 34],
    [40, 0, 46],
    [92, 14, 38],
    [130, 30, 26],
    [-30, 34, 22],
  ];
  return (
    `<g fill="#ffffff" fill-opacity="0.85" transform="translate(${x} ${y}) scale(${scale})">` +
    puffs.map(([dx, dy, r]) => `<circle cx="${dx}" cy="${dy}" r="${r}"/>`).join('') +
    `<rect x="-30" y="30" width="160" height="30" rx="15"/></g>`
  );
}

/** Autumnland: dusk over dark hills, trees in rust and amber, leaves on the wind. */
function autumnland() {
  const random = randomFrom(2);
  const far = ridge(160, [
    [30, 800, 1.1],
    [12, 330, 0.2],
  ]);
  const mid = ridge(225, [
    [28, 1000, 3.3],
    [12, 390, 1.7],
  ]);
  const near = ridge(295, [
    [20, 1200, 0.4],
    [9, 280, 2.6],
  ]);
  const crowns = ['#c4521f', '#e0862e', '#9c3a1c', '#f0a83c'];
  let body = hill(far, '#6a2e2a');
  for (let x = 60; x < HILLS.width; x += 90 + random() * 80) {
    body += roundTree(x, far(x) + 8, 40 + random() * 25, '#8a3a26', '#4a2020');
  }
  body += hill(mid, '#4c2222');
  for (let x = 30; x < HILLS.width; x += 120 + random() * 150) {
    const crown = crowns[Math.floor(random() * crowns.length)];
    body += roundTree(x, mid(x) + 8, 70 + random() * 45, crown, '#2c1414');
  }
  body += hill(near, '#331719');
  for (let i = 0; i < 24; i++) {
    const x = random() * HILLS.width;
    body += leaf(x, near(x) + 16 + random() * 40, 14, random() * 360, crowns[i % 4], '#331719');
  }
  let sky = '';
  for (let i = 0; i < 9; i++) {
    sky += leaf(random() * 600, random() * 600, 14 + random() * 10, random() * 360, crowns[i % 4], '#3b1c1e');
  }
  return {
    hills: svg(HILLS.width, HILLS.height, body),
    sky: svg(600, 600, `<g fill-opacity="0.7">${sky}</g>`),
  };
}

/** Winterland: a clear night, the aurora, moonlit snow and pines. */
function winterland() {
  const random = randomFrom(3);
  const far = ridge(165, [
    [34, 700, 2.1],
    [10, 300, 0.4],
  ]);
  const mid = ridge(230, [
    [24, 1000, 0.9],
    [12, 350, 2.9],
  ]);
  const near = ridge(300, [
    [16, 1250, 1.6],
    [8, 290, 0.3],
  ]);
  let body = hill(far, '#2a4872');
  for (let x = 20; x < HILLS.width; x += 40 + random() * 70) {
    body += pine(x, far(x) + 6, 38 + random() * 22, '#1a3253', null);
  }
  body += hill(mid, '#3c6090');
  for (let x = 50; x < HILLS.width; x += 110 + random() * 160) {
    body += pine(x, mid(x) + 6, 80 + random() * 50, '#12294a', '#d9e8f7');
  }
  body += hill(near, '#4d6f9c');
  // Moonlight on the snow: a pale line along the near ridge.
  const shine = [];
  for (let x = 0; x <= HILLS.width; x += 40) shine.push(`${x},${r1(near(x) + 2)}`);
  body += `<path fill="none" stroke="#b9d2ee" stroke-width="3" stroke-opacity="0.7" d="M${shine.join('L')}"/>`;
  let sky = '';
  for (let i = 0; i < 26; i++) {
    const big = random() < 0.15;
    sky += `<circle cx="${r1(random() * 500)}" cy="${r1(random() * 400)}" r="${big ? 2.2 : r1(0.8 + random() * 0.8)}" fill="#ffffff" fill-opacity="${r1(0.45 + random() * 0.5)}"/>`;
  }
  return { hills: svg(HILLS.width, HILLS.height, body), sky: svg(500, 400, sky) };
}

/** The aurora over winterland: two soft bands, a picture of its own (it stretches with the sky). */
function aurora() {
  const band = (y, amp, color, id) => {
    const top = [];
    for (let x = 0; x <= 1000; x += 50) top.push(`${x},${r1(y + amp * Math.sin(x / 160 + id))}`);
    const bottom = top
      .slice()
      .reverse()
      .map((p) => {
        const [x, yy] = p.split(',').map(Number);
        return `${x},${r1(yy + 70 + 20 * Math.sin(x / 120))}`;
      });
    return (
      `<linearGradient id="a${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="0"/>` +
      `<stop offset="0.6" stop-color="${color}" stop-opacity="0.35"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient>` +
      `<path fill="url(#a${id})" d="M${top.join('L')}L${bottom.join('L')}Z"/>`
    );
  };
  return svg(
    1000,
    260,
    band(60, 30, '#5cf2b0', 1) + band(110, 24, '#4fc3f7', 2),
    ' preserveAspectRatio="none"',
  );
}

/** name → file text: what `npm run lands` writes under assets/lands. */
export function landFiles() {
  const files = {};
  for (const [land, draw] of Object.entries({ summerland, autumnland, winterland })) {
    const { hills, sky } = draw();
    files[`${land}-hills.svg`] = hills;
    files[`${land}-sky.svg`] = sky;
  }
  files['winterland-aurora.svg'] = aurora();
  return files;
}

export const LANDS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'lands');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(LANDS_DIR, { recursive: true });
  for (const [name, text] of Object.entries(landFiles())) {
    const file = path.join(LANDS_DIR, name);
    let before = null;
    try {
      before = readFileSync(file, 'utf8');
    } catch {
      // a new file
    }
    if (before !== text) writeFileSync(file, text);
    console.log(
      `assets/lands/${name} ${(text.length / 1024).toFixed(1)} KiB${before === text ? ' (same)' : ''}`,
    );
  }
}
