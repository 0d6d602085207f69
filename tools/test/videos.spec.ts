import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const dir = path.join(root, 'assets', 'videos');

/** The clips the web links to by name (tools/videos.mjs makes them): the rules' and the 13 ads. */
const RULES = ['rule-add', 'rule-multiply', 'rule-square', 'rule-pairs', 'rule-notes', 'rule-hint'];
const ADS = Array.from({ length: 13 }, (_, i) => `ad-${String(i + 1).padStart(2, '0')}`);
const CLIPS = [...RULES, ...ADS];
/** A clip is fetched over a phone's network before it plays: each file at most 400 kB. */
const MOST_BYTES = 400_000;
/** Short enough to watch through, long enough to show something. */
const MOST_SECONDS = 15;
const LEAST_SECONDS = 2;

/** An MP4's length from its movie header (ISO BMFF `moov` → `mvhd`: timescale and duration). */
export function mp4Seconds(bytes: Buffer): number {
  const box = (from: number, to: number, type: string): [number, number] => {
    for (let at = from; at + 8 <= to;) {
      let size = bytes.readUInt32BE(at);
      let header = 8;
      if (size === 1) {
        size = Number(bytes.readBigUInt64BE(at + 8));
        header = 16;
      } else if (size === 0) size = to - at;
      if (size < header) break;
      if (bytes.toString('latin1', at + 4, at + 8) === type) return [at + header, at + size];
      at += size;
    }
    throw new Error(`no ${type} box`);
  };
  const [moov, moovEnd] = box(0, bytes.length, 'moov');
  const [mvhd] = box(moov, moovEnd, 'mvhd');
  const version = bytes[mvhd];
  if (version === 1) {
    const timescale = bytes.readUInt32BE(mvhd + 20);
    return Number(bytes.readBigUInt64BE(mvhd + 24)) / timescale;
  }
  const timescale = bytes.readUInt32BE(mvhd + 12);
  return bytes.readUInt32BE(mvhd + 16) / timescale;
}

/**
 * A WebM's length from its Segment's Info: Duration (0x4489, a float) in units of
 * TimecodeScale (0x2AD7B1, nanoseconds; 1 ms when absent).
 */
export function webmSeconds(bytes: Buffer): number {
  /** An EBML variable-length integer at `at`: its value (the length marker kept for IDs) and width. */
  const vint = (at: number, keepMarker: boolean): [number, number] => {
    const first = bytes[at];
    let width = 1;
    while (width <= 8 && !(first & (0x80 >> (width - 1)))) width++;
    if (width > 8) throw new Error(`bad EBML number at ${at}`);
    let value = keepMarker ? first : first & (0xff >> width);
    let unknown = value === 0xff >> width && !keepMarker;
    for (let i = 1; i < width; i++) {
      value = value * 256 + bytes[at + i];
      if (bytes[at + i] !== 0xff) unknown = false;
    }
    return [unknown ? -1 : value, width];
  };
  /** Each element between `from` and `to`: its id, where its data starts and ends. */
  const elements = function* (from: number, to: number) {
    for (let at = from; at < to;) {
      const [id, idWidth] = vint(at, true);
      const [size, sizeWidth] = vint(at + idWidth, false);
      const start = at + idWidth + sizeWidth;
      const end = size < 0 ? to : start + size;
      yield { id, start, end };
      at = end;
    }
  };
  const find = (from: number, to: number, id: number) => {
    for (const e of elements(from, to)) if (e.id === id) return e;
    return undefined;
  };
  const segment = find(0, bytes.length, 0x18538067);
  if (!segment) throw new Error('no Segment');
  const info = find(segment.start, segment.end, 0x1549a966);
  if (!info) throw new Error('no Info');
  const scale = find(info.start, info.end, 0x2ad7b1);
  const duration = find(info.start, info.end, 0x4489);
  if (!duration) throw new Error('no Duration');
  const nanoseconds = scale ? bytes.readUIntBE(scale.start, scale.end - scale.start) : 1_000_000;
  const length = duration.end - duration.start;
  const units = length === 4 ? bytes.readFloatBE(duration.start) : bytes.readDoubleBE(duration.start);
  return (units * nanoseconds) / 1e9;
}

describe('the game’s video clips (tools/videos.mjs → assets/videos)', () => {
  it('are there for every name, each as WebM, MP4 and a JPEG poster, and nothing else', () => {
    const expected = CLIPS.flatMap((name) => ['webm', 'mp4', 'jpg'].map((ext) => `${name}.${ext}`));
    const missing = expected.filter((file) => !existsSync(path.join(dir, file)));
    expect(missing).toEqual([]);
    const extra = readdirSync(dir).filter((file) => file !== 'README.md' && !expected.includes(file));
    expect(extra).toEqual([]);
  });

  it.each(CLIPS)('%s weighs at most 400 kB per video and lasts more than 2 s, at most 15 s', (name) => {
    for (const [ext, seconds] of [
      ['webm', webmSeconds],
      ['mp4', mp4Seconds],
    ] as const) {
      const file = path.join(dir, `${name}.${ext}`);
      const bytes = readFileSync(file);
      expect({ file: `${name}.${ext}`, small: bytes.length <= MOST_BYTES }).toEqual({
        file: `${name}.${ext}`,
        small: true,
      });
      const length = seconds(bytes);
      expect(length).toBeGreaterThan(LEAST_SECONDS);
      expect(length).toBeLessThanOrEqual(MOST_SECONDS);
    }
    // The poster is a JPEG (its start of image and a frame marker), small beside the clip.
    const poster = readFileSync(path.join(dir, `${name}.jpg`));
    expect([poster[0], poster[1], poster[2]]).toEqual([0xff, 0xd8, 0xff]);
    expect(poster.length).toBeLessThanOrEqual(60_000);
  });

  it('reads lengths it can be wrong about: a header that says 20 s is 20 s', () => {
    // A minimal MP4: ftyp, then moov holding a version-0 mvhd of timescale 1000 and duration 20000.
    const mvhd = Buffer.alloc(8 + 100);
    mvhd.writeUInt32BE(mvhd.length, 0);
    mvhd.write('mvhd', 4, 'latin1');
    mvhd.writeUInt32BE(1000, 8 + 12);
    mvhd.writeUInt32BE(20_000, 8 + 16);
    const moov = Buffer.concat([Buffer.from([0, 0, 0, 0]), Buffer.from('moov', 'latin1'), mvhd]);
    moov.writeUInt32BE(moov.length, 0);
    const ftyp = Buffer.from([0, 0, 0, 8, ...Buffer.from('ftyp', 'latin1')]);
    expect(mp4Seconds(Buffer.concat([ftyp, moov]))).toBe(20);

    // A minimal WebM: an EBML header, a Segment of unknown size, its Info at 1 ms and 20000.0.
    const duration = Buffer.alloc(8);
    duration.writeDoubleBE(20_000);
    const info = Buffer.from([
      ...[0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40],
      ...[0x44, 0x89, 0x88, ...duration],
    ]);
    const webm = Buffer.from([
      ...[0x1a, 0x45, 0xdf, 0xa3, 0x80],
      ...[0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff],
      ...[0x15, 0x49, 0xa9, 0x66, 0x80 | info.length, ...info],
    ]);
    expect(webmSeconds(webm)).toBe(20);
  });
});
