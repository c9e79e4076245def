/**
 * Prints the median and 90th percentile of file length (lines) of the project's own source, by
 * part, and the longest files: the shape ARCHITECTURE.md aims at (median 30–45, p90 110–170).
 *   npm run bench:files
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const GENERATED = new Set(['src/shared/api/schema.d.ts', 'src/shared/api/contract-tables.ts']);
const PARTS = ['src/server', 'src/client', 'src/shared', 'openapi/src', 'tests', 'stories'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !GENERATED.has(full) ? [full] : [];
  });
}

const lines = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const rows = [...PARTS, 'all'].map((part) => {
  const files = part === 'all' ? PARTS.flatMap(sourceFiles) : sourceFiles(part);
  const sorted = files.map(lines).sort((a, b) => a - b);
  return {
    part,
    files: files.length,
    median: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    max: sorted[sorted.length - 1],
  };
});
console.table(rows);
const longest = PARTS.flatMap(sourceFiles)
  .map((file) => ({ file, lines: lines(file) }))
  .sort((a, b) => b.lines - a.lines)
  .slice(0, 8);
console.table(longest);
