/** Writes .br and .gz beside a text asset; the server sends them (@fastify/static preCompressed). */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? walk(path.join(dir, name)) : [path.join(dir, name)]));

export function precompressFile(file: string): void {
  const body = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}

/** Every text file of 1 kB or more under `dir` but outside `skip` (smaller ones gain nothing a phone would notice). */
export function precompressTree(dir: string, skip: readonly string[] = []): void {
  for (const file of walk(dir)) {
    if (skip.some((folder) => file.startsWith(folder + path.sep))) continue;
    if (/\.(js|css|html|svg|json|txt)$/.test(file) && statSync(file).size >= 1024) precompressFile(file);
  }
}
