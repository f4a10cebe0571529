// `npm run e2e`: make sure a Chromium exists, build the site, then run the Playwright specs
// against the built, prerendered app.
import { spawnSync } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';

try {
  process.env.CHROMIUM_PATH = findChromium();
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
// The e2e build also carries the fixture pages of e2e/fixtures/wiki (see scripts/build/wiki-loader.ts).
process.env.TOOL_LAB_FIXTURES = '1';
if (!process.env.E2E_SKIP_BUILD) run('npm', ['run', 'build']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
