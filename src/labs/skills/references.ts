/**
 * File references in a SKILL.md body. The specification asks for relative paths from the skill root,
 * one level deep from SKILL.md. Two spellings are recognised: Markdown link targets
 * (`[guide](references/units.md)`) and bare paths under the conventional folders (`scripts/fetch.py`).
 * Links with a scheme, absolute paths and in-page anchors are not file references.
 */
import { msg } from '../../i18n/index.ts';
import type { FileSet, problemsIn, SkillFolder, SkillProblem } from './files.ts';
import type { SkillMd } from './frontmatter.ts';

export interface Reference {
  target: string;
  /** Offsets of the target in the text that was scanned. */
  start: number;
  end: number;
}

const LINK = /\]\(\s*<?([^)\s>]+)>?/g;
const BARE = /(?<![\w./-])(?:scripts|references|assets)\/[\w./-]*[\w-]/g;

export function referencesIn(text: string): Reference[] {
  const found = new Map<number, Reference>();
  for (const m of text.matchAll(LINK)) {
    const target = m[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || /^[#/~]/.test(target)) continue;
    const start = m.index + m[0].indexOf(target);
    found.set(start, { target, start, end: start + target.length });
  }
  for (const m of text.matchAll(BARE))
    if (!found.has(m.index)) found.set(m.index, { target: m[0], start: m.index, end: m.index + m[0].length });
  return [...found.values()].sort((a, b) => a.start - b.start);
}

/** The path in the set a reference points to, or null when it leaves the skill folder. */
export function resolveReference(folder: string, target: string): string | null {
  let t = target.replace(/[#?].*$/, '');
  try {
    t = decodeURIComponent(t);
  } catch {
    // keep the text as written
  }
  const segs: string[] = [];
  for (const seg of t.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (segs.length === 0) return null;
      segs.pop();
    } else segs.push(seg);
  }
  return [folder, ...segs].join('/');
}

function exists(set: FileSet, path: string): boolean {
  if (set.byPath.has(path)) return true;
  const dir = path + '/';
  for (const p of set.byPath.keys()) if (p.startsWith(dir)) return true;
  return false;
}

export function findReferences(
  folder: SkillFolder,
  skill: SkillMd,
  set: FileSet,
  at: ReturnType<typeof problemsIn>,
): SkillProblem[] {
  const out: SkillProblem[] = [];
  const seen = new Set<string>();
  for (const ref of referencesIn(skill.body)) {
    if (seen.has(ref.target)) continue;
    seen.add(ref.target);
    const start = skill.bodyStart + ref.start;
    const end = skill.bodyStart + ref.end;
    const path = resolveReference(folder.folder, ref.target);
    if (path === null) {
      out.push(
        at(
          'reference-missing',
          start,
          end,
          msg('skills.d.leavesFolder', { target: JSON.stringify(ref.target) }),
        ),
      );
      continue;
    }
    if (path === folder.skillMd?.path) continue;
    if (!exists(set, path)) {
      out.push(
        at(
          'reference-missing',
          start,
          end,
          msg('skills.d.noFile', { target: JSON.stringify(ref.target), path }),
        ),
      );
      continue;
    }
    const file = set.byPath.get(path);
    if (!file || !/\.(md|markdown|txt)$/i.test(path)) continue;
    const onward = referencesIn(file.text).find((r) => {
      const p = resolveReference(folder.folder, r.target);
      return p !== null && p !== path && p !== folder.skillMd?.path;
    });
    if (onward)
      out.push(
        at(
          'reference-chain',
          start,
          end,
          msg('skills.d.refersOn', { from: ref.target, to: JSON.stringify(onward.target) }),
        ),
      );
  }
  return out;
}
