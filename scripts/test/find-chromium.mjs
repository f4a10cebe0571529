// Finds a Chromium for Playwright, in this order: $CHROMIUM_PATH, /usr/bin/chromium,
// Playwright's own download; on Debian as root it installs Debian's chromium with apt.
// Prints the path on stdout, or one clear sentence on stderr and exits 1.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { createRequire } from 'node:module';

/** The browser Playwright downloaded itself (`npx playwright install chromium`), if any. */
function playwrightOwn() {
  try {
    const require = createRequire(import.meta.url);
    const p = require('playwright-core').chromium.executablePath();
    return p && existsSync(p) ? p : null;
  } catch {
    return null;
  }
}

export function findChromium({ install = true } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
  }
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (existsSync(p)) return p;
  const own = playwrightOwn();
  if (own) return own;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && isRoot && existsSync('/usr/bin/apt-get')) {
    console.error("No Chromium found: installing Debian's chromium with apt-get…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    "No Chromium was found: set CHROMIUM_PATH to a Chromium or Chrome binary, install Debian's chromium, or run `npx playwright install chromium`.",
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findChromium());
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
