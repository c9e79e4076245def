import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PINNED_NODE_MAJOR, runtimeLine } from '../../src/server/runtime';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  engines: { node: string };
};

describe('the pinned Node.js', () => {
  it('is the major version package.json pins and its engines state', () => {
    expect(Number(pkg.dependencies.node.split('.')[0])).toBe(PINNED_NODE_MAJOR);
    expect(pkg.engines.node).toBe(`>=${PINNED_NODE_MAJOR} <${PINNED_NODE_MAJOR + 1}`);
  });

  it('is the one these tests run on', () => {
    expect(process.versions.node.split('.')[0]).toBe(String(PINNED_NODE_MAJOR));
    expect(runtimeLine()).toBe(`Node.js ${process.version}`);
  });

  it('is named when the server starts on another', () => {
    expect(runtimeLine('v20.20.2')).toBe(
      'Node.js v20.20.2, not the pinned Node.js 24: start it with npm start or npm run serve',
    );
  });
});
