// The built API as `npm start` runs it, for the end-to-end tests. V8 now and then aborts while
// PGlite compiles its WebAssembly at start (nodejs/node#64500; apps/api/test/server.ts retries
// the API suites' servers the same way): a start that dies with V8's fatal-error banner before
// the server is ready is made once more. Any other exit ends this process with its code.
import { spawn } from 'node:child_process';

const MAIN = 'apps/api/dist/main.js';
const V8_ABORT = /# Fatal error in [\s\S]*Check failed: /;

function start(retried) {
  const child = spawn(process.execPath, [MAIN], { stdio: ['ignore', 'pipe', 'pipe'] });
  let ready = false;
  let printed = '';
  const relay = (into) => (chunk) => {
    into.write(chunk);
    if (!ready) {
      printed += chunk;
      ready = printed.includes('is ready at');
    }
  };
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  const stop = (signal) => child.kill(signal);
  process.on('SIGTERM', stop).on('SIGINT', stop);
  child.on('exit', (code, signal) => {
    process.off('SIGTERM', stop).off('SIGINT', stop);
    if (!ready && !retried && V8_ABORT.test(printed)) {
      process.stderr.write("the API's V8 aborted as it started (nodejs/node#64500); starting it again\n");
      start(true);
    } else process.exit(code ?? (signal ? 1 : 0));
  });
}

start(false);
