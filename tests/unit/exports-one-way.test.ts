import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every export of the app (profiles, services, each chart's data, the places table) is written by
 * src/client/lib/table-file.ts through the export button, whose formula defusing
 * src/client/lib/table-file.test.ts holds: no other code makes a file to download.
 */
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory()
      ? files(full)
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [full]
        : [];
  });

describe('exports', () => {
  it('are made in one place: only table-file.ts makes a Blob and only download.ts starts a download', () => {
    const sources = files('src/client').map((file) => [file, readFileSync(file, 'utf8')] as const);
    expect(sources.filter(([, text]) => /new Blob\(/.test(text)).map(([file]) => file)).toEqual([
      path.join('src/client/lib/table-file.ts'),
    ]);
    expect(
      sources.filter(([, text]) => /createObjectURL|\bdownload:/.test(text)).map(([file]) => file),
    ).toEqual([path.join('src/client/lib/download.ts')]);
    const exporters = sources
      .filter(([, text]) => /<ExportButton\b/.test(text))
      .map(([file]) => path.basename(file));
    // Every record list exports through the list shell; the dashboards export a figure's table,
    // the places table, the resources table, and achievement's table and trend; the area reports
    // (the reporting status board's places × periods, data quality's ranking) through their frame.
    expect(exporters.sort()).toEqual([
      'achievement-table.tsx',
      'achievement-trend.tsx',
      'area-report.tsx',
      'chart-card.tsx',
      'places-panel.tsx',
      'record-list.tsx',
      'resources-panel.tsx',
    ]);
  });
});
