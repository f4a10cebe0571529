// Math: KaTeX at build time (no trust, MathML + HTML, no web font), the commands the wiki forbids,
// errors at the line and column inside the formula, and a cache for the preview's re-renders.

import katex from 'katex';
import { toText } from 'hast-util-to-text';
import type { Element, ElementContent, Root } from 'hast';
import type { Plugin } from 'unified';
import type { VFile } from 'vfile';
import { dropRaw } from './sanitize.ts';
import { classes, ctxOf, eachElement, isElement, lineCol, SKIP } from './tree.ts';
import type { Diagnostic } from './types.ts';
import { msg } from '../i18n/messages.ts';
import { said, withHint } from './diagnostic-text.ts';

export const KATEX_OPTIONS = { trust: false, strict: 'ignore', output: 'htmlAndMathml' } as const;

const FORBIDDEN_MATH = /\\(href|url|html[A-Za-z]*|includegraphics)(?![A-Za-z])/g;

/** File position of character `offset` of a formula's TeX source. */
function mathPosition(
  el: Element,
  value: string,
  offset: number,
  display: boolean,
): { line: number; column: number } {
  const start = lineCol(el);
  if (!el.position) return start;
  const before = value.slice(0, offset);
  if (!display) return { line: start.line, column: start.column + 1 + offset };
  // `$$` sits on its own line; the formula starts on the next one.
  return {
    line: start.line + 1 + (before.match(/\n/g)?.length ?? 0),
    column: before.length - before.lastIndexOf('\n'),
  };
}

/** A math element (inline `code`, or the `pre` around a display block) and its TeX source. */
function mathTarget(el: Element): { el: Element; display: boolean } | null {
  const inner =
    el.tagName === 'pre' ? el.children.find((c): c is Element => isElement(c, 'code')) : undefined;
  if (inner && classes(inner).includes('language-math'))
    return { el: inner.position ? inner : el, display: true };
  const cls = classes(el);
  if (cls.includes('language-math') || cls.includes('math-display') || cls.includes('math-inline')) {
    return { el, display: cls.includes('math-display') };
  }
  return null;
}

/** After sanitizing: math that KaTeX would accept but the wiki forbids (links, HTML). */
export const checkForbiddenMath: Plugin<[], Root> = () => (tree, file) => {
  const ctx = ctxOf(file as VFile);
  eachElement(tree, (el) => {
    const target = mathTarget(el);
    if (!target) return;
    const value = toText(el, { whitespace: 'pre' });
    for (const m of value.matchAll(FORBIDDEN_MATH)) {
      ctx.diagnostics.push({
        rule: 'math',
        severity: 'error',
        ...withHint('content.mathCommand', { command: m[1]! }),
        ...mathPosition(target.el, value, m.index, target.display),
      });
    }
    return SKIP;
  });
};

interface MathResult {
  /** KaTeX markup, or null when KaTeX threw something other than a parse error. */
  html: string | null;
  error: unknown;
}

/**
 * Rendered formulas by display mode and TeX source. A live preview re-renders the page on every
 * keystroke; most formulas are unchanged between renders. Bounded; oldest entries go first.
 */
const mathCache = new Map<string, MathResult>();
const MATH_CACHE_SIZE = 1000;

/** Forget cached formulas (for benchmarks and tests). */
export function clearRenderCaches(): void {
  mathCache.clear();
}

function renderTex(value: string, displayMode: boolean): MathResult {
  const key = `${displayMode ? 'D' : 'I'}${value}`;
  const hit = mathCache.get(key);
  if (hit) return hit;
  let result: MathResult;
  try {
    result = {
      html: katex.renderToString(value, { ...KATEX_OPTIONS, displayMode, throwOnError: true }),
      error: null,
    };
  } catch (error) {
    let html: string | null = null;
    try {
      html = katex.renderToString(value, { ...KATEX_OPTIONS, displayMode, throwOnError: false });
    } catch {
      html = null;
    }
    result = { html, error };
  }
  if (mathCache.size >= MATH_CACHE_SIZE) mathCache.delete(mathCache.keys().next().value!);
  mathCache.set(key, result);
  return result;
}

/**
 * KaTeX, the way rehype-katex does it (same element selection, same options), with two changes:
 * the KaTeX markup is inserted as a trusted raw node instead of being re-parsed with parse5 (that
 * re-parse cost ~13 ms of a ~20 ms KaTeX step on a typical page), and parse errors become
 * diagnostics at the line and column of the error inside the formula.
 */
export const renderMath: Plugin<[], Root> = () => (tree, file) => {
  const ctx = ctxOf(file as VFile);
  // Only the sanitized tree reaches this step; make sure nothing raw survived sanitizing.
  dropRaw(tree);
  eachElement(tree, (el, index, parent) => {
    // ```math fences and $$ blocks are <pre><code class="language-math …">: replace the whole <pre>.
    const target = mathTarget(el);
    if (!target) return;
    const value = toText(el, { whitespace: 'pre' });
    const { html, error } = renderTex(value, target.display);
    if (error) ctx.diagnostics.push(mathDiagnostic(error, target.el, value, target.display));
    parent.children[index] =
      html === null
        ? {
            type: 'element',
            tagName: 'span',
            properties: { className: ['katex-error'] },
            children: [{ type: 'text', value }],
          }
        : ({ type: 'raw', value: html } as unknown as ElementContent);
    return SKIP;
  });
};

interface KatexCause {
  position?: number;
  rawMessage?: string;
  message?: string;
}

function mathDiagnostic(error: unknown, el: Element, value: string, display: boolean): Diagnostic {
  const cause = (error ?? {}) as KatexCause;
  const where =
    typeof cause.position === 'number' && cause.position <= value.length
      ? mathPosition(el, value, cause.position, display)
      : lineCol(el);
  const text = String(cause.rawMessage ?? cause.message ?? error)
    .replace(/^KaTeX parse error: /, '')
    .replace(/\s+/g, ' ');
  return {
    rule: 'math',
    severity: 'error',
    ...said(
      msg('content.katex', { detail: text }),
      msg('content.katex.hint', { url: 'https://katex.org/docs/supported' }),
    ),
    ...where,
  };
}
