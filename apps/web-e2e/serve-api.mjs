// The built API as `npm start` runs it, for the end-to-end tests. V8 now and then aborts while
// PGlite compiles its WebAssembly at start (nodejs/node#64500; apps/api/test/server.ts retries
// the API suites' servers the same way), and on a loaded machine a start was seen to hang before
// its first line for Playwright's whole three minutes: a start that dies with V8's fatal-error
// banner, or says nothing for START_SILENCE_MS, is made again (twice at most). Any other exit
// ends this process with its code.
import { spawn } from 'node:child_process';
import { clearTimeout, setTimeout } from 'node:timers';

const MAIN = 'apps/api/dist/main.js';
const V8_ABORT = /# Fatal error in [\s\S]*Check failed: /;
/** A healthy start prints its first line within seconds (3–11 s seen on a loaded machine). */
const START_SILENCE_MS = 45_000;
const RETRIES = 2;

function start(retries) {
  const child = spawn(process.execPath, [MAIN], { stdio: ['ignore', 'pipe', 'pipe'] });
  let ready = false;
  let printed = '';
  let silent = false;
  const watchdog = setTimeout(() => {
    if (printed) return;
    silent = true;
    child.kill('SIGKILL');
  }, START_SILENCE_MS);
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
    clearTimeout(watchdog);
    process.off('SIGTERM', stop).off('SIGINT', stop);
    if (!ready && retries > 0 && (silent || V8_ABORT.test(printed))) {
      const why = silent ? `said nothing for ${START_SILENCE_MS / 1000} s` : 'V8 aborted (nodejs/node#64500)';
      process.stderr.write(`the API ${why} as it started; starting it again\n`);
      start(retries - 1);
    } else process.exit(code ?? (signal ? 1 : 0));
  });
}

start(RETRIES);
