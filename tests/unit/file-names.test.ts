import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every file and folder the project writes is named in kebab-case (ARCHITECTURE.md, practice 10). */
const ROOTS = ['src', 'tests', 'stories', 'openapi', 'scripts', 'locales', 'docs'];
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

function namesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? [full, ...namesUnder(full)] : [full];
  });
}

describe('file names', () => {
  it('are kebab-case in every folder the project writes', () => {
    const offending = ROOTS.flatMap(namesUnder).filter((file) => !KEBAB.test(path.basename(file)));
    expect(offending).toEqual([]);
  });

  it('catch a name in another case', () => {
    expect(
      ['profileList.ts', 'Profile-list.tsx', 'profile_list.ts'].filter((n) => KEBAB.test(n)),
    ).toEqual([]);
    expect(
      ['profile-list.ts', '0014-no-jit.md', 'schema.d.ts', 'en.json'].every((n) => KEBAB.test(n)),
    ).toBe(true);
  });
});
