import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCES = path.resolve(__dirname, '..');
const LEDGER = path.join(SOURCES, 'ledger', 'ledger.ts');

/** Every TypeScript source of the API but tests and migrations (the schema's one description). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [full] : [];
  });
}

/** SQL that writes a balance or a ledger row: an UPDATE setting gems, an INSERT naming them. */
const WRITES_GEMS = [
  /UPDATE\s+player\s+SET[^`]*\bgems\s*=/i,
  /INSERT\s+INTO\s+player\s*\([^)]*\bgems\b/i,
  /INSERT\s+INTO\s+gem_entry\b/i,
  /UPDATE\s+gem_entry\b/i,
  /DELETE\s+FROM\s+gem_entry\b/i,
];

describe('the ledger is the one writer of gems', () => {
  it('finds the SQL that writes gems in ledger/ledger.ts and nowhere else in apps/api/src', () => {
    const files = sources(SOURCES);
    expect(files.length).toBeGreaterThan(50);
    const writers = files.filter((file) => {
      // Comments may quote SQL (the embedded database's note does); only code counts.
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      return WRITES_GEMS.some((pattern) => pattern.test(code));
    });
    expect(writers.map((file) => path.relative(SOURCES, file))).toEqual([path.relative(SOURCES, LEDGER)]);
  });

  it('would catch a writer: each pattern matches the kind of statement it is for', () => {
    const statements = [
      'UPDATE player SET last_daily = $3, gems = $2 WHERE id = $1',
      'INSERT INTO player (tenant, session_id, gems) VALUES ($1, $2, $3)',
      'INSERT INTO gem_entry (player_id, amount) VALUES ($1, 5)',
      'UPDATE gem_entry SET amount = 0',
      'DELETE FROM gem_entry WHERE player_id = $1',
    ];
    statements.forEach((sql, i) => expect(WRITES_GEMS[i].test(sql)).toBe(true));
    expect(WRITES_GEMS.some((p) => p.test('SELECT gems FROM player WHERE id = $1 FOR UPDATE'))).toBe(false);
  });
});
