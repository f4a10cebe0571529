import { describe, expect, it } from 'vitest';
import { only, render } from './test-helpers.ts';

describe('math', () => {
  it('renders inline and display math, including \\cr in cases', () => {
    const p = render(
      '\n$x^2$ 和\n\n$$\nC(r)=\\begin{cases}a,&r=\\varnothing\\cr b,&\\text{其余}\\end{cases}\n$$\n',
    );
    expect(only(p.diagnostics, 'math')).toEqual([]);
    expect(p.html).toContain('<span class="katex">');
    expect(p.html).toContain('<span class="katex-display">');
    expect(p.html).not.toContain('katex-error');
    expect(p.html).not.toContain('language-math');
  });

  it('reports KaTeX parse errors at the line and column inside the formula', () => {
    const p = render('\n行内 $\\frac{1}{$ 坏。\n\n$$\na = b \\\\\nc = \\nope{d}\n$$\n');
    const math = only(p.diagnostics, 'math');
    expect(math).toHaveLength(2);
    expect(math[0]).toMatchObject({ severity: 'error', line: 45, column: 14 });
    expect(math[1]).toMatchObject({
      line: 49,
      column: 5,
      message: 'KaTeX: Undefined control sequence: \\nope',
    });
    expect(p.html).toContain('katex-error');
  });

  it('reports cached formula errors again, at the new position', () => {
    const first = render('\n$\\nope$\n');
    const second = render('\n\n\ntext $\\nope$\n');
    expect(only(first.diagnostics, 'math')).toMatchObject([{ line: 45, column: 2 }]);
    expect(only(second.diagnostics, 'math')).toMatchObject([{ line: 47, column: 7 }]);
  });

  it('forbids \\href and html commands in math', () => {
    const p = render('\n$\\href{https://a.example}{x}$ $\\htmlClass{c}{y}$\n');
    expect(only(p.diagnostics, 'math').map((d) => [d.message, d.column])).toEqual([
      ['\\href is not allowed in math', 2],
      ['\\htmlClass is not allowed in math', 32],
    ]);
  });
});
