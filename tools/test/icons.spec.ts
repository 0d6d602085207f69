import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(
  readFileSync(path.join(root, 'apps/web/public/manifest.webmanifest'), 'utf8'),
) as {
  icons: { src: string }[];
};
const page = readFileSync(path.join(root, 'apps/web/index.html'), 'utf8');

describe('the installed game’s icons (tools/icons.mjs → apps/web/public/icons)', () => {
  it('are what `npm run icons` draws from the lands’ art, within a browser’s anti-aliasing', () => {
    // Exits 1, and so throws here, when an icon is missing, another size or strays.
    const said = execFileSync(process.execPath, [path.join(root, 'tools/icons.mjs'), '--check'], {
      encoding: 'utf8',
    });
    const same = [...said.matchAll(/^SAME apps\/web\/public(\/icons\/\S+):/gm)].map((m) => m[1]);
    expect(same).toHaveLength(said.trim().split('\n').length);
    // Every icon the manifest and the page name is one the script draws and checks.
    const named = [...manifest.icons.map((i) => i.src), page.match(/apple-touch-icon" href="([^"]+)"/)?.[1]];
    expect(same.sort()).toEqual(named.sort());
  });
});
