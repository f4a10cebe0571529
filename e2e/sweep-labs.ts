// The labs of the built site, found the way the app finds them (a folder with a meta.ts), so that every
// sweep over "every lab" takes a new lab in without being told.
import { existsSync, readdirSync } from 'node:fs';

export function labSlugs(): string[] {
  return readdirSync('src/labs', { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(`src/labs/${d.name}/meta.ts`))
    .map((d) => d.name)
    .sort();
}
