import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(__dirname, '../..');
const dir = path.join(root, 'assets', 'lands');
/** The scenery is a backdrop: all of it together stays under 40 KiB before compression. */
const ALL_SCENERY_BUDGET = 40 * 1024;

/** What tools/lands.mjs makes now, read through node (the script is ESM). */
function made(): Record<string, string> {
  const script = `
    import { landFiles } from ${JSON.stringify(pathToFileURL(path.join(root, 'tools/lands.mjs')).href)};
    console.log(JSON.stringify(landFiles()));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

describe('the lands’ scenery (tools/lands.mjs → assets/lands)', () => {
  const files = made();

  it('is committed exactly as the script makes it', () => {
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.svg'))
        .sort(),
    ).toEqual(Object.keys(files).sort());
    for (const [name, text] of Object.entries(files)) {
      expect({ name, same: readFileSync(path.join(dir, name), 'utf8') === text }).toEqual({
        name,
        same: true,
      });
    }
  });

  it('has a skyline and a sky for each of the three lands, each an SVG of its own drawing', () => {
    for (const land of ['summerland', 'autumnland', 'winterland'])
      for (const part of ['hills', 'sky']) {
        const text = files[`${land}-${part}.svg`];
        expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="/);
        // Nothing fetched: no image, link or reference outside the file.
        expect(text).not.toMatch(/<image|href=|url\((?!#)/);
      }
  });

  it('stays small', () => {
    const total = Object.values(files).reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    expect(total).toBeLessThanOrEqual(ALL_SCENERY_BUDGET);
  });
});
