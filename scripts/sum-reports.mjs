// Sums the counts of every runner under the reports folder and prints "N passed, N failed".
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.reports';
let passed = 0;
let failed = 0;
const lines = [];
const failures = [];

// The names of what failed, so that the last lines CI keeps say what broke, not only how many.
function failedOf(report, runner) {
  if (report.stats) {
    const walk = (suite, names) => [
      ...(suite.specs ?? []).flatMap((spec) =>
        spec.tests
          .filter((t) => t.status === 'unexpected' || t.status === 'skipped')
          .map(
            (t) =>
              `${runner}: [${t.projectName}] ${spec.file}:${spec.line} ${[...names, spec.title].join(' › ')}`,
          ),
      ),
      ...(suite.suites ?? []).flatMap((s) => walk(s, [...names, s.title])),
    ];
    return (report.suites ?? []).flatMap((s) => walk(s, []));
  }
  return (report.testResults ?? []).flatMap((file) => {
    const where = path.relative(process.cwd(), file.name);
    const tests = (file.assertionResults ?? [])
      .filter((t) => t.status !== 'passed')
      .map((t) => `${runner}: ${where} › ${t.fullName} (${t.status})`);
    return tests.length || file.status === 'passed'
      ? tests
      : [`${runner}: ${where} (${file.message?.split('\n')[0] ?? 'failed'})`];
  });
}

for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const counts = report.stats
    ? {
        passed: report.stats.expected + (report.stats.flaky ?? 0),
        failed: report.stats.unexpected,
        skipped: report.stats.skipped,
      }
    : {
        passed: report.numPassedTests,
        failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
        skipped: report.numPendingTests + report.numTodoTests,
      };
  if (counts.skipped) counts.failed += counts.skipped; // a skipped test is a defect here
  // Errors outside any test (a web server that would not start) fail the runner, as does running nothing.
  counts.failed += report.errors?.length ?? 0;
  if (counts.passed + counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  if (counts.failed) failures.push(...failedOf(report, file.replace('.json', '')));
  lines.push(
    `${file.replace('.json', '').padEnd(16)} ${counts.passed} passed, ${counts.failed} failed`,
  );
}

const checks = existsSync(path.join(dir, 'checks.txt'))
  ? readFileSync(path.join(dir, 'checks.txt'), 'utf8').trim().split('\n').filter(Boolean)
  : [];
for (const line of checks) {
  const ok = line.endsWith(' pass');
  if (ok) passed++;
  else failed++;
  lines.push(`${line.replace(/ (pass|fail)$/, '').padEnd(16)} ${ok ? 'passed' : 'FAILED'}`);
}

if (failures.length) console.log(`failed:\n  ${failures.slice(0, 40).join('\n  ')}`);
console.log(lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
