// The test command's summary: counts summed over every runner, and the failed tests named, so
// the few last lines CI keeps say what broke.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function summaryOf(reports: Record<string, unknown>, checks = ''): { out: string; code: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'reports-'));
  for (const [name, report] of Object.entries(reports)) {
    writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(report));
  }
  if (checks) writeFileSync(path.join(dir, 'checks.txt'), checks);
  try {
    const out = execFileSync('node', ['scripts/sum-reports.mjs', dir], { encoding: 'utf8' });
    return { out, code: 0 };
  } catch (error) {
    const failed = error as { stdout: string; status: number };
    return { out: failed.stdout, code: failed.status };
  }
}

const vitestReport = (failedTitle?: string) => ({
  numPassedTests: 2,
  numFailedTests: failedTitle ? 1 : 0,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [
    {
      name: path.join(process.cwd(), 'tests/api/login.test.ts'),
      status: failedTitle ? 'failed' : 'passed',
      assertionResults: [
        { fullName: 'login lets the right password in', status: 'passed' },
        { fullName: 'login counts wrong passwords', status: 'passed' },
        ...(failedTitle ? [{ fullName: failedTitle, status: 'failed' }] : []),
      ],
    },
  ],
});

const playwrightReport = {
  stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 0 },
  errors: [],
  suites: [
    {
      title: 'inbox.spec.ts',
      specs: [],
      suites: [
        {
          title: 'the approver',
          specs: [
            {
              title: 'returns a submission',
              file: 'inbox.spec.ts',
              line: 12,
              tests: [{ projectName: 'chromium', status: 'unexpected' }],
            },
            {
              title: 'approves it',
              file: 'inbox.spec.ts',
              line: 30,
              tests: [{ projectName: 'chromium', status: 'expected' }],
            },
          ],
        },
      ],
    },
  ],
};

describe('the test summary', () => {
  it('sums every runner and check, and passes when nothing failed', () => {
    const { out, code } = summaryOf({ unit: vitestReport() }, 'lint pass\n');
    expect(out.trim().split('\n').at(-1)).toBe('3 passed, 0 failed');
    expect(out).not.toContain('failed:');
    expect(code).toBe(0);
  });

  it('names each failed test of vitest and Playwright before the counts', () => {
    const { out, code } = summaryOf(
      { 'api-pglite': vitestReport('login holds under 80 wrong passwords'), e2e: playwrightReport },
      'lint fail\n',
    );
    expect(out).toContain(
      'api-pglite: tests/api/login.test.ts › login holds under 80 wrong passwords (failed)',
    );
    expect(out).toContain('e2e: [chromium] inbox.spec.ts:12 the approver › returns a submission');
    expect(out).not.toContain('approves it');
    expect(out.trim().split('\n').at(-1)).toBe('3 passed, 3 failed');
    expect(code).toBe(1);
  });
});
