import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite starts Postgres with fsync off (`-F`) and its Emscripten NODEFS has no fsync, so
 * nothing it writes is flushed to the disk: a commit survives a crash of the process (it is
 * in the OS page cache) but not a crash of the OS or a power cut (electric-sql/pglite#1107).
 * These two pieces give Postgres its own durability back: fsync on, WAL flushed with fsync()
 * (Emscripten's fdatasync() is a no-op that reaches no file system, fsync() reaches the
 * stream's `fsync`), and a NODEFS `fsync` that flushes the real file. Cost and decision:
 * docs/decisions/0009-embedded-durability-fsync.md.
 */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

interface NodeFsStream {
  nfd?: number;
}
interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: NodeFsStream) => number };
  tryFSOperation<T>(operation: () => T): T;
}

/** NodeFS whose streams flush to the disk when Postgres asks (installed before Postgres starts). */
export class FsyncingNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [
          ...(emscriptenOpts.preRun ?? []),
          (mod) => {
            const nodefs = (mod.FS as unknown as { filesystems: { NODEFS?: EmscriptenNodeFs } }).filesystems
              .NODEFS;
            // A PGlite update that moved these would silently drop every fsync again.
            if (!nodefs?.stream_ops)
              throw new Error('PGlite no longer exposes NODEFS: fsync cannot be installed');
            nodefs.stream_ops.fsync = (stream) =>
              nodefs.tryFSOperation(() => {
                if (stream.nfd !== undefined) fsyncSync(stream.nfd);
                return 0;
              });
          },
        ],
      },
    };
  }
}
