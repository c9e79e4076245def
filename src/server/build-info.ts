import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The id written by the client build to builds/latest.json, or `development` without a build. */
export function buildId(clientDir: string): string {
  try {
    return (
      JSON.parse(readFileSync(path.join(clientDir, 'builds', 'latest.json'), 'utf8')).buildId ??
      'unknown'
    );
  } catch {
    return 'development';
  }
}
