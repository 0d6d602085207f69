import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const dir = path.join(root, 'assets', 'sounds');

/** The samples of a 16-bit mono PCM WAV, checking its header. */
function readWav(file: string): { rate: number; samples: Int16Array } {
  const bytes = readFileSync(file);
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.toString('ascii', 8, 16)).toBe('WAVEfmt ');
  expect({
    format: bytes.readUInt16LE(20),
    channels: bytes.readUInt16LE(22),
    bits: bytes.readUInt16LE(34),
  }).toEqual({
    format: 1,
    channels: 1,
    bits: 16,
  });
  const data = bytes.subarray(44);
  return {
    rate: bytes.readUInt32LE(24),
    samples: new Int16Array(data.buffer, data.byteOffset, data.length / 2),
  };
}

describe('the synthesised sounds in assets/sounds', () => {
  it('are exactly what tools/sounds.mjs makes', () => {
    expect(() =>
      execFileSync(process.execPath, [path.join(root, 'tools/sounds.mjs'), '--check']),
    ).not.toThrow();
  });

  it.each(readdirSync(dir).filter((f) => f.endsWith('.wav')))(
    '%s is short, loud enough, and starts and ends in silence (no click)',
    (file) => {
      const { rate, samples } = readWav(path.join(dir, file));
      const seconds = samples.length / rate;
      expect(seconds).toBeGreaterThan(0.03);
      expect(seconds).toBeLessThan(1);
      const peak = Math.max(...Array.from(samples, Math.abs));
      expect(peak).toBeGreaterThan(30_000);
      expect(Math.abs(samples[0])).toBeLessThan(2_000);
      expect(Math.abs(samples[samples.length - 1])).toBeLessThan(2_000);
    },
  );
});
