import { describe, expect, it } from 'vitest';
import { localizeDiagnostic } from '../../src/content/index';
import { downloadName, frontmatterId, parseDraft, pathFor } from './draft';
import {
  lineStarts,
  mermaidDiagnostic,
  mermaidErrorLine,
  offsetOf,
  parsedLines,
  toMarkers,
  unclosedBracket,
} from './diagnostics';

describe('draft', () => {
  it('reads version 1 and ignores garbage without throwing', () => {
    const ok = JSON.stringify({ v: 1, source: 'x', origin: { kind: 'bundled', path: 'topics/a.md' } });
    expect(parseDraft(ok)).toEqual({ v: 1, source: 'x', origin: { kind: 'bundled', path: 'topics/a.md' } });
    for (const bad of [null, '', '{', '[]', '42', '{"v":2,"source":"x"}', '{"v":1,"source":3}'])
      expect(parseDraft(bad)).toBeNull();
    expect(parseDraft('{"v":1,"source":"x","origin":{"kind":"evil"}}')?.origin).toEqual({ kind: 'paste' });
    expect(parseDraft('{"source":"old"}')).toEqual({ v: 1, source: 'old', origin: { kind: 'paste' } });
  });

  it('places pasted pages by id and language, and names downloads after the id', () => {
    const en = '---\nid: my-page\n---\n# Title\n';
    const zh = '---\nid: my-page\n---\n# 标题\n';
    expect(frontmatterId(en)).toBe('my-page');
    expect(pathFor({ kind: 'paste' }, en)).toBe('topics/my-page.en.md');
    expect(pathFor({ kind: 'paste' }, zh)).toBe('topics/my-page.md');
    expect(pathFor({ kind: 'bundled', path: 'topics/my-page.md' }, zh)).toBe('topics/my-page.md');
    // Another page pasted over a site page is placed as that page.
    expect(pathFor({ kind: 'bundled', path: 'topics/other.md' }, en)).toBe('topics/my-page.en.md');
    expect(downloadName({ kind: 'paste' }, en)).toBe('my-page.en.md');
    expect(downloadName({ kind: 'paste' }, 'no frontmatter')).toBe('draft.en.md');
  });
});

describe('mermaid lines', () => {
  it('skips the comment lines mermaid drops before parsing', () => {
    expect(parsedLines('%% title: T\nflowchart TD\n  A --> B\n\n%% note\n  B --> C')).toEqual([2, 3, 6]);
    expect(parsedLines('\n\nflowchart TD\n\n  A --> B')).toEqual([3, 4, 5]);
    expect(parsedLines('%%{init: {}}%%\nflowchart TD')).toEqual([1, 2]);
  });

  it('maps "line N" of a parse error to the file line', () => {
    const diagram = {
      index: 0,
      title: 'T',
      line: 26,
      source: '%% title: T\nflowchart TD\n  A --> B\n  B ==> ==> C',
    };
    const msg = "Parse error on line 3:\n...B ==> ==> C\n-----^\nExpecting 'AMP', got 'LINK'";
    expect(mermaidErrorLine(diagram, 25, msg)).toBe(29);
    const d = mermaidDiagnostic(diagram, 25, msg);
    expect(d).toMatchObject({ rule: 'mermaid', severity: 'error', line: 29, column: 1 });
    expect(d.message).toBe("Mermaid: Parse error on line 29 (diagram line 3): Expecting 'AMP', got 'LINK'");
    expect(mermaidErrorLine(diagram, 25, 'No diagram type detected')).toBe(26);
    // The catalogue of src/content knows these sentences: in the Chinese UI they read in Chinese.
    const zh = localizeDiagnostic(d, 'zh');
    expect(zh.message).toBe(
      "Mermaid 图无法解析：第 29 行（图内第 3 行）有语法错误：Expecting 'AMP', got 'LINK'",
    );
    expect(zh.hint).toMatch(/^修正图的语法/);
  });
});

describe('mermaid errors point at the mistake', () => {
  // What mermaid 11 says for a decision node left open: it stops at the next line's first token.
  const unclosed = [
    'Parse error on line 3:',
    '...A{城市在列表里？  A --> B',
    '----------------------^',
    "Expecting 'DIAMOND_STOP', got 'NODE_STRING'",
  ].join('\n');

  it('an unclosed { is reported at its own line and column, with that line as the excerpt', () => {
    const diagram = { index: 0, title: 'T', line: 11, source: 'flowchart TD\n  A{城市在列表里？\n  A --> B' };
    const d = mermaidDiagnostic(diagram, 10, unclosed);
    expect(d).toMatchObject({ line: 12, column: 4, excerpt: { text: '  A{城市在列表里？', column: 4 } });
    expect(d.message).toMatch(/^Mermaid: "\{" opened on line 12, column 4 is not closed on that line;/);
    // In the Chinese UI the sentence is Chinese; the parser's own words stay as a quoted detail.
    expect(localizeDiagnostic(d, 'zh').message).toMatch(
      /^Mermaid 图无法解析：第 12 行第 4 列的“\{”没有在这一行闭合/,
    );
    expect(localizeDiagnostic(d, 'zh').message).toContain("Expecting 'DIAMOND_STOP'");
  });

  it("a mistake on a line whose brackets all close keeps the parser's line, with that line as the excerpt", () => {
    const diagram = {
      index: 0,
      title: 'T',
      line: 26,
      source: '%% title: T\nflowchart TD\n  A --> B\n  B ==> ==> C',
    };
    const msg = "Parse error on line 3:\n...B ==> ==> C\n-----^\nExpecting 'AMP', got 'LINK'";
    expect(mermaidDiagnostic(diagram, 25, msg)).toMatchObject({
      line: 29,
      column: 1,
      excerpt: { text: '  B ==> ==> C', column: 1 },
    });
  });

  it('finds the first bracket a line leaves open, skipping quoted text and shapes that close', () => {
    expect(unclosedBracket('  A{"a { b"} --> B[ok]')).toBeNull();
    expect(unclosedBracket('  A[/斜/] --> B((圆)) --> C{{六边}}')).toBeNull();
    expect(unclosedBracket('  A>旗子] --> B(开')).toEqual({ char: '(', column: 14 });
    expect(unclosedBracket('  A{"文字"')).toEqual({ char: '{', column: 4 });
    expect(unclosedBracket('%% a comment with {')).toBeNull();
  });
});

describe('offsets', () => {
  it('turns line:column into offsets and markers', () => {
    const src = 'ab\ncde\n';
    const starts = lineStarts(src);
    expect(offsetOf(starts, src, 2, 2)).toBe(4);
    expect(offsetOf(starts, src, 9, 9)).toBe(src.length);
    const [m] = toMarkers(src, [
      {
        rule: 'x',
        severity: 'warning',
        text: { id: 'content.codeLang' },
        message: 'M',
        hint: 'H',
        line: 2,
        column: 1,
      },
    ]);
    expect(m).toEqual({ start: 3, end: 6, message: 'M\nH', severity: 'warning' });
  });
});
