// Opens PGlite on a fresh directory the way the built server does, commits a few rows and
// prints the fsync setting and how many times a real file was flushed. A separate process
// for the reason given in pglite-query.mjs.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { PGlite } from '@electric-sql/pglite';
import { DURABLE_START_PARAMS, FsyncingNodeFS } from '../dist/database/fsyncing-node-fs.js';

const [dataDir, commits] = [process.argv[2], Number(process.argv[3])];
const db = await PGlite.create({ fs: new FsyncingNodeFS(dataDir), startParams: DURABLE_START_PARAMS });
try {
  const { fsync } = (await db.query('SHOW fsync')).rows[0];
  await db.exec('CREATE TABLE t (i int)');
  let flushes = 0;
  const fsyncSync = fs.fsyncSync;
  fs.fsyncSync = (fd) => {
    flushes++;
    fsyncSync(fd);
  };
  syncBuiltinESMExports(); // the named import in the built file sees the counting one
  for (let i = 0; i < commits; i++) await db.query('INSERT INTO t VALUES ($1)', [i]);
  process.stdout.write(JSON.stringify({ fsync, flushes }));
} finally {
  await db.close();
}
