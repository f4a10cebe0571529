// Code blocks, tables and images: the wrappers the reader's CSS and copy buttons expect, the
// languages we highlight, and images kept same-origin with alt text (offline, accessible).

import type { Element, Root, Text } from 'hast';
import type { Options as HighlightOptions } from 'rehype-highlight';
import bash from 'highlight.js/lib/languages/bash';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import python from 'highlight.js/lib/languages/python';
import typescript from 'highlight.js/lib/languages/typescript';
import yaml from 'highlight.js/lib/languages/yaml';
import { classes, eachElement, isElement, lineCol, schemeOf, SKIP, type Ctx } from './tree.ts';
import { msg } from '../i18n/messages.ts';
import { said, withHint } from './diagnostic-text.ts';
import { discoverFunctions } from '../page-labs/index.ts';

/** Only these grammars are bundled; no guessing: a fence without a known language stays plain. */
export const HIGHLIGHT_OPTIONS: HighlightOptions = {
  detect: false,
  languages: { bash, javascript, json, markdown, python, typescript, yaml },
};

const COPY = { zh: '复制', en: 'Copy' } as const;
const TRY = { zh: '试一试', en: 'Try it' } as const;
const PYTHON = new Set(['python', 'py', 'python3']);

function textOf(node: Element | Text | Root['children'][number]): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map((c) => textOf(c as Element)).join('') : '';
}

/** `<pre><code>` → code-block wrapper with a copy button; report fences without a language. */
export function wrapCodeBlocks(tree: Root, ctx: Ctx): void {
  // python blocks are counted in page order: the page labs number them the same way
  let pythonIndex = 0;
  eachElement(tree, (el, index, parent) => {
    if (el.tagName !== 'pre' || !parent || index === undefined) return;
    const code = el.children.find((c): c is Element => isElement(c, 'code'));
    if (!code) return;
    const cls = classes(code);
    const langClass = cls.find((c) => c.startsWith('language-'));
    const lang = langClass ? langClass.slice('language-'.length) : '';
    if (!lang) {
      ctx.diagnostics.push({
        rule: 'code-lang',
        severity: 'warning',
        ...withHint('content.codeLang'),
        ...lineCol(el),
      });
    }
    const codeClasses = ['hljs', ...(langClass ? [langClass] : [])];
    // a python block that defines public functions gets a "Try it" control: the reader docks its lab
    const labs = PYTHON.has(lang) ? discoverFunctions([{ code: textOf(code) }]).map((f) => f.name) : [];
    const block = PYTHON.has(lang) ? pythonIndex++ : -1;
    const tryIt: Element[] =
      labs.length > 0
        ? [
            {
              type: 'element',
              tagName: 'button',
              properties: {
                type: 'button',
                className: ['try-btn'],
                dataTryPython: String(block),
                dataFunctions: labs.join(' '),
              },
              children: [{ type: 'text', value: TRY[ctx.lang] }],
            },
          ]
        : [];
    code.properties.className = codeClasses;
    parent.children[index] = {
      type: 'element',
      tagName: 'div',
      properties: { className: ['code-block'], dataLang: lang || 'text' },
      children: [
        {
          type: 'element',
          tagName: 'button',
          properties: { type: 'button', className: ['copy-btn'], dataCopy: '' },
          children: [{ type: 'text', value: COPY[ctx.lang] }],
        },
        ...tryIt,
        { type: 'element', tagName: 'pre', properties: {}, children: [code] },
      ],
      position: el.position,
    };
    return SKIP;
  });
}

export function wrapTables(tree: Root): void {
  eachElement(tree, (el, index, parent) => {
    if (el.tagName !== 'table' || !parent || index === undefined) return;
    if (isElement(parent, 'div') && classes(parent).includes('table-wrap')) return;
    parent.children[index] = {
      type: 'element',
      tagName: 'div',
      properties: { className: ['table-wrap'] },
      children: [el],
    };
    return SKIP;
  });
}

/** Keep only same-origin relative image sources; warn about images without alt text. */
export function checkImages(tree: Root, ctx: Ctx): void {
  eachElement(tree, (el, index, parent) => {
    if (el.tagName !== 'img' || !parent || index === undefined) return;
    const src = typeof el.properties.src === 'string' ? el.properties.src : '';
    const alt = typeof el.properties.alt === 'string' ? el.properties.alt.trim() : '';
    if (!src || schemeOf(src) || /^\s*[/\\]{2}/.test(src)) {
      ctx.diagnostics.push({
        rule: 'image-src',
        severity: 'warning',
        ...said(
          src ? msg('content.imageOrigin', { src }) : msg('content.imageSrc'),
          msg('content.imageSrc.hint'),
        ),
        ...lineCol(el),
      });
      const replacement: Text[] = alt ? [{ type: 'text', value: alt }] : [];
      parent.children.splice(index, 1, ...replacement);
      return [SKIP, index + replacement.length];
    }
    if (!alt) {
      ctx.diagnostics.push({
        rule: 'image-alt',
        severity: 'warning',
        ...withHint('content.imageAlt'),
        ...lineCol(el),
      });
    }
    el.properties.loading = 'lazy';
    return undefined;
  });
}
