// Makes an empty PGlite data directory (Postgres' initdb, in WASM) at the given path. The API
// suites copy it for each PGlite server instead of running initdb again: initdb is most of a
// first start (about 5 of 8 s on a quiet machine, 30 s and more on a loaded one), and the
// server's own migrations still run on every copy. A separate process because PGlite loads its
// WASM through dynamic import, which Jest's CommonJS refuses.
import { PGlite } from '@electric-sql/pglite';

const db = await PGlite.create({ dataDir: process.argv[2] });
await db.close();
