/**
 * The Node.js the project runs on: the `node` package pinned in package.json (decision 0027), which
 * npm scripts put first on the PATH. Started another way, the server says so at once.
 */
export const PINNED_NODE_MAJOR = 24;

export function runtimeLine(version = process.version): string {
  const major = Number(version.replace(/^v/, '').split('.')[0]);
  const line = `Node.js ${version}`;
  return major === PINNED_NODE_MAJOR
    ? line
    : `${line}, not the pinned Node.js ${PINNED_NODE_MAJOR}: start it with npm start or npm run serve`;
}
