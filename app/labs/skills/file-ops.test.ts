import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SkillsState } from '../../../src/labs/skills/index';
import {
  addFile,
  deleteFile,
  folderOf,
  newPathProblem,
  renameFile,
  replaceFiles,
  skillTemplate,
  treeOf,
} from './file-ops';

const state = (paths: string[], more: Partial<SkillsState> = {}): SkillsState => ({
  files: paths.map((path) => ({ path, text: `text of ${path}` })),
  active: [],
  requested: [],
  budget: 1000,
  injection: 'attachment',
  conversation: '{"turns": [null]}',
  ...more,
});

describe('treeOf', () => {
  it('groups files by top-level folder, SKILL.md first, loose files apart', () => {
    const t = treeOf(
      state(['a/references/x.md', 'a/SKILL.md', 'notes.md', './b/SKILL.md', 'a/scripts/run.py']).files,
    );
    expect(t.folders.map((f) => f.name)).toEqual(['a', 'b']);
    expect(t.folders[0]!.files.map((f) => f.label)).toEqual([
      'SKILL.md',
      'references/x.md',
      'scripts/run.py',
    ]);
    expect(t.folders[1]!.files[0]).toEqual({ index: 3, path: './b/SKILL.md', label: 'SKILL.md' });
    expect(t.loose.map((f) => f.path)).toEqual(['notes.md']);
  });

  it('lists every file exactly once, whatever the paths', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 20 }), (paths) => {
        const t = treeOf(paths.map((path) => ({ path })));
        const seen = [...t.folders.flatMap((f) => f.files), ...t.loose]
          .map((f) => f.index)
          .sort((x, y) => x - y);
        expect(seen).toEqual(paths.map((_, i) => i));
      }),
    );
  });
});

describe('newPathProblem', () => {
  const files = state(['a/SKILL.md', 'a/references/x.md']).files;
  it('accepts a clean new path and refuses the rest with a reason in both languages', () => {
    expect(newPathProblem(files, 'a/references/y.md')).toBeNull();
    for (const bad of [
      'a/SKILL.md',
      './a/SKILL.md',
      '/abs.md',
      'a\\b.md',
      'a//b.md',
      'a/../b.md',
      'x'.repeat(201),
    ]) {
      const p = newPathProblem(files, bad);
      expect(p, bad).not.toBeNull();
      expect(p!.zh && p!.en).toBeTruthy();
    }
  });
  it('lets a file keep its own path when renamed, and refuses a 65th file', () => {
    expect(newPathProblem(files, 'a/SKILL.md', 0)).toBeNull();
    const full = state(Array.from({ length: 64 }, (_, i) => `a/f${i}.md`)).files;
    expect(newPathProblem(full, 'a/new.md')?.en).toMatch(/64/);
  });
});

describe('edits', () => {
  it('rename and delete carry the resource requests along', () => {
    const s = state(['a/SKILL.md', 'a/references/x.md'], { requested: ['a/references/x.md'] });
    const r = renameFile(s, 1, 'a/references/y.md');
    expect(r.files[1]!.path).toBe('a/references/y.md');
    expect(r.requested).toEqual(['a/references/y.md']);
    const d = deleteFile(r, 1);
    expect(d.files.map((f) => f.path)).toEqual(['a/SKILL.md']);
    expect(d.requested).toEqual([]);
    expect(renameFile(s, 5, 'z')).toBe(s);
    expect(deleteFile(s, 5)).toBe(s);
  });

  it('a new skill from the template is a SKILL.md named after its folder', () => {
    const s = addFile(
      state([]),
      'my-skill/SKILL.md',
      skillTemplate('my-skill', 'Does a thing. Use when asked.', '1. Do it.'),
    );
    expect(s.files[0]!.text).toMatch(
      /^---\nname: my-skill\ndescription: Does a thing\. Use when asked\.\n---\n/,
    );
    expect(folderOf(s.files[0]!.path)).toBe('my-skill');
    expect(folderOf('loose.md')).toBe('');
  });

  it('replacing the files keeps only the picks that still exist', () => {
    const s = state(['a/SKILL.md'], { active: ['a', 'b'], requested: ['a/r.md', 'b/r.md'] });
    const r = replaceFiles(s, [
      { path: 'a/SKILL.md', text: '' },
      { path: 'a/r.md', text: '' },
    ]);
    expect(r.active).toEqual(['a']);
    expect(r.requested).toEqual(['a/r.md']);
  });
});
