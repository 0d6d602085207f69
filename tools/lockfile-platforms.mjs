// The npm registry mirror these machines reach serves only the Linux builds of packages
// that ship one native build per platform (@swc/core-darwin-arm64 answers 404). `npm install`
// then leaves those optional packages out of package-lock.json, and `npm ci` refuses the
// lock as "not in sync". This adds the missing entries with the os/cpu/libc their names
// state, so npm ci skips them as it does for any foreign platform. Run it after every change
// of dependencies: `npm run lock:sync`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = new Set([
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'android',
  'openharmony',
  'netbsd',
  'openbsd',
  'sunos',
  'aix',
]);
const CPU = new Set([
  'arm',
  'arm64',
  'x64',
  'ia32',
  'ppc64',
  's390x',
  'loong64',
  'riscv64',
  'mips64el',
  'wasm32',
]);

/** `@swc/core-linux-arm-gnueabihf` → { os: linux, cpu: arm, libc: glibc }; undefined if not a platform build. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const at = parts.findIndex((p) => OS.has(p));
  if (at < 0 || !CPU.has(parts[at + 1])) return undefined;
  const abi = parts[at + 2] ?? '';
  const libc =
    parts[at] !== 'linux'
      ? undefined
      : abi.startsWith('musl')
        ? 'musl'
        : abi.startsWith('gnu')
          ? 'glibc'
          : undefined;
  return { os: parts[at], cpu: parts[at + 1], libc };
}

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const added = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    lock.packages[`node_modules/${name}`] = {
      version,
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      os: [platform.os],
    };
    added.push(`${name}@${version}`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `added ${added.length} foreign-platform entries: ${added.join(', ')}` : 'lock file complete',
);
