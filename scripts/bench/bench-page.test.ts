// The benchmark's "diagrams visible" waits for as many diagrams as the page has mermaid blocks, on Tool
// Lab and on VitePress alike: a miscount would time a half-drawn page (or wait for a diagram that never comes).
import { describe, expect, it } from 'vitest';
import { countMermaidBlocks } from './bench-page.ts';

describe('countMermaidBlocks', () => {
  it('counts backtick and tilde fences, indented ones inside lists too', () => {
    const md = [
      '# Page',
      '```mermaid',
      'flowchart TD',
      '```',
      '- item',
      '  ```mermaid',
      '  flowchart LR',
      '  ```',
      '~~~~ mermaid',
      'flowchart TD',
      '~~~~',
    ].join('\n');
    expect(countMermaidBlocks(md)).toBe(3);
  });

  it('ignores other languages and words that only start like mermaid', () => {
    const md = ['```json', '{}', '```', '```mermaidx', '```', 'mermaid in prose', '`mermaid`'].join('\n');
    expect(countMermaidBlocks(md)).toBe(0);
  });
});
