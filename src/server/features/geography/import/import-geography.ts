import type { Database } from '@/server/db/database';
import { type ImportSummary, applyGeography } from './apply';
import { type Problem, readGeographyFolder } from './read-folder';
import { validateGeography } from './validate';

export type ImportResult =
  { ok: true; summary: ImportSummary } | { ok: false; problems: Problem[] };

/** Reads, validates and, only when nothing is wrong, writes the official data set. */
export async function importGeography(db: Database, folder: string): Promise<ImportResult> {
  const { files, problems } = readGeographyFolder(folder);
  const all = problems.length ? problems : validateGeography(files);
  if (all.length) return { ok: false, problems: all };
  return { ok: true, summary: await applyGeography(db, files) };
}

export function describeProblem({ file, line, message }: Problem): string {
  return `${file}${line ? `:${line}` : ''}: ${message}`;
}
