import type { Progress } from './generator';

/**
 * The progress of a synthetic load as lines a person reads: at most one per 1.5 s within a stage,
 * the first and last of each stage always, with the seconds since the start.
 */
export function progressLines(print: (line: string) => void): Progress {
  const started = Date.now();
  let shown = { at: 0, stage: '' };
  return (stage, done, total) => {
    if (Date.now() - shown.at < 1500 && done < total && stage === shown.stage) return;
    shown = { at: Date.now(), stage };
    const what =
      stage === 'cells'
        ? `the dashboards' summary cells: ${done ? 'filled' : 'filling'}`
        : `${stage}: ${done.toLocaleString('en-IN')} of about ${total.toLocaleString('en-IN')}`;
    print(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
}
