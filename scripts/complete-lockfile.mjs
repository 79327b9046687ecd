// The npm registry reachable here lacks some platform-only optional packages (other OSes' builds of
// rollup and tailwind's oxide). `npm install` then leaves them out of package-lock.json, and
// `npm ci` refuses the lock as out of sync. This adds an entry for each missing optional package
// with its os/cpu/libc, so `npm ci` knows it does not apply here and skips it without fetching.
// Run after `npm install` (npm run lock:complete); tests/unit/lockfile.test.ts checks it was.
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

export function platformOf(name) {
  const base = name.split('/').pop();
  // sharp's builds (@img/sharp-linux-x64, @img/sharp-libvips-linuxmusl-arm64) name the libc with
  // the os, and a plain "linux" one is the glibc build.
  const sharp = /^sharp-(libvips-)?(linux|linuxmusl)-(\w+)$/.exec(base);
  if (sharp) return { os: ['linux'], cpu: [sharp[3]], libc: [sharp[2] === 'linuxmusl' ? 'musl' : 'glibc'] };
  const parts = base.replace(/^(rollup|oxide|resolver-binding|sharp-libvips|sharp)-/, '').split('-');
  const [os, cpu, ...rest] = parts;
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  const info = { os: [os] };
  if (cpu) info.cpu = [cpu];
  const abi = rest.join('-');
  if (abi.includes('musl')) info.libc = ['musl'];
  else if (abi.includes('gnu') && os === 'linux') info.libc = ['glibc'];
  return info;
}

const added = [];
for (const [key, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${key ? `${key}/` : ''}node_modules/${dep}`;
    const top = `node_modules/${dep}`;
    if (packages[nested] || packages[top]) continue;
    packages[top] = { version, dev: !!meta.dev, optional: true, ...platformOf(dep) };
    added.push(dep);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(added.length ? `added ${added.length} platform-only entries` : 'lockfile already complete');
