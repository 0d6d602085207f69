// Runs one SQL query on a PGlite data directory and prints the rows as JSON. A separate
// process because PGlite loads its WASM through dynamic import, which Jest's CommonJS
// sandbox refuses; here it runs exactly as the server runs it.
import { PGlite } from '@electric-sql/pglite';

const [dataDir, sql] = process.argv.slice(2);
const db = await PGlite.create({ dataDir });
try {
  process.stdout.write(JSON.stringify((await db.query(sql)).rows));
} finally {
  await db.close();
}
