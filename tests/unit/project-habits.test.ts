import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The habits issue 38 §4 set for the next person (docs/testing.md): a newcomer's README with its
 * two commands, decision records in one form (docs/decisions/index.md), and commit subjects of at
 * most 72 characters from the session that set the habit on.
 */
const README_LIMIT_BYTES = 20_000;
const TWO_COMMANDS = [
  'npm ci && npm start      # install, build (when the sources changed), and start with the embedded database and demo data',
  'npm ci && npm test       # install, and run every check and test suite',
];
const RECORD_HEADINGS = ['Status', 'Date', 'Context', 'Options', 'Decision', 'Consequences'];
const DECISIONS = 'docs/decisions';
const RECORD_NAME = /^\d{4}-.+\.md$/;
/** The last commit before the habit began (2026-11-26 17:38 UTC); every later subject is held. */
const ANCHOR = 'f7b6575';
const SUBJECT_LIMIT = 72;

/** What is wrong with the README: its size and its two commands, word for word. */
function readmeProblems(text: string): string[] {
  const bytes = Buffer.byteLength(text, 'utf8');
  return [
    ...(bytes < README_LIMIT_BYTES ? [] : [`README.md is ${bytes} bytes; under 20,000 please`]),
    ...TWO_COMMANDS.filter((line) => !text.includes(line)).map((l) => `README lacks: ${l}`),
  ];
}

/** A record's `##` headings, outside fenced code. */
function sectionHeadings(text: string): string[] {
  const outsideCode = text.replace(/^```[\s\S]*?^```/gm, '');
  return [...outsideCode.matchAll(/^## (.+?)\s*$/gm)].map((match) => match[1]);
}

/** A record's problem, or none: its `##` headings must be exactly the six, in order. */
function recordProblem(name: string, text: string): string[] {
  const headings = sectionHeadings(text);
  const same =
    headings.length === RECORD_HEADINGS.length &&
    headings.every((heading, i) => heading === RECORD_HEADINGS[i]);
  return same ? [] : [`${name}: headings ${JSON.stringify(headings)}`];
}

/** Subjects longer than the limit, counted in characters (code points), not bytes. */
function longSubjects(subjects: string[]): string[] {
  return subjects.filter((subject) => [...subject].length > SUBJECT_LIMIT);
}

function git(...args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Every subject after the anchor; throws, saying why, when the anchor is not in this history. */
function subjectsSinceAnchor(): string[] {
  try {
    git('merge-base', '--is-ancestor', ANCHOR, 'HEAD');
  } catch {
    throw new Error(
      `commit ${ANCHOR} (the anchor of the 72-character rule) is not in this history: ` +
        'a shallow clone or no git at all. Clone with the full history (git fetch --unshallow).',
    );
  }
  return git('log', '--format=%s', `${ANCHOR}..HEAD`).split('\n').filter(Boolean);
}

const recordFiles = () => readdirSync(DECISIONS).filter((name) => RECORD_NAME.test(name));

describe('the README', () => {
  it('is a newcomer’s: under 20 kB, with the two commands word for word', () => {
    expect(readmeProblems(readFileSync('README.md', 'utf8'))).toEqual([]);
  });

  it('is refused when it grows past 20 kB or loses a command', () => {
    const good = TWO_COMMANDS.join('\n');
    expect(readmeProblems(good)).toEqual([]);
    expect(readmeProblems(good + 'x'.repeat(README_LIMIT_BYTES))).toHaveLength(1);
    expect(readmeProblems(good.replace('npm ci && npm test ', 'npm test '))).toHaveLength(1);
    // Devanagari counts its bytes: 7,000 characters are 21,000 bytes.
    expect(readmeProblems(good + 'क'.repeat(7_000))).toHaveLength(1);
  });
});

describe('decision records', () => {
  it('each have Status, Date, Context, Options, Decision and Consequences, in that order', () => {
    const files = recordFiles();
    expect(files.length).toBeGreaterThan(40);
    const problems = files.flatMap((name) =>
      recordProblem(name, readFileSync(path.join(DECISIONS, name), 'utf8')),
    );
    expect(problems).toEqual([]);
  });

  it('are refused with a heading missing, out of order or beside the six', () => {
    const good = RECORD_HEADINGS.map((h) => `## ${h}\n\ntext\n`).join('\n');
    expect(recordProblem('good', `# 9999 Good\n\n${good}### A sub-heading\n`)).toEqual([]);
    expect(recordProblem('missing', good.replace('## Options\n', ''))).toHaveLength(1);
    const swapped = good.replace('## Context', '## X').replace('## Date', '## Context');
    expect(recordProblem('order', swapped.replace('## X', '## Date'))).toHaveLength(1);
    expect(recordProblem('extra', `${good}## Update\n`)).toHaveLength(1);
    expect(recordProblem('code', `${good}\`\`\`md\n## Status\n\`\`\`\n`)).toEqual([]);
  });
});

describe('commit subjects', () => {
  it(`are at most ${SUBJECT_LIMIT} characters from the session after ${ANCHOR} on`, () => {
    expect(longSubjects(subjectsSinceAnchor())).toEqual([]);
  });

  it('are counted in characters, not bytes', () => {
    const nepali = 'क'.repeat(SUBJECT_LIMIT); // 216 bytes, 72 characters
    expect(longSubjects([nepali, 'a'.repeat(SUBJECT_LIMIT)])).toEqual([]);
    expect(longSubjects([`${nepali}a`])).toHaveLength(1);
  });
});
