import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPORT_FILE_NAMES } from '@/client/lib/export-file-names';
import en from '../../locales/en.json';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [full] : [];
  });
}

describe('exported files', () => {
  it('are named in ASCII kebab-case, as the dashboards name theirs', () => {
    for (const name of Object.values(EXPORT_FILE_NAMES))
      expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('never take their name from a message, which would be Nepali on a Nepali page', () => {
    const translated = sourceFiles('src/client').flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(/fileName[:=]\s*\{?\s*(t|intl\.formatMessage)\(/g),
      ].map(() => file),
    );
    expect(translated).toEqual([]);
    expect(Object.keys(en).filter((key) => key.endsWith('.export.fileName'))).toEqual([]);
  });
});
