import { describe, expect, it } from 'vitest';
import { ENTITY_AS_TEXT, undoubleEscape } from './label-entities.ts';

describe('undoubleEscape', () => {
  it('turns the doubled entities mermaid writes into single ones', () => {
    const drawn = '<tspan>jsonrpc 为 &amp;quot;2.0&amp;quot;？</tspan><tspan>&amp;#39;a&amp;#x27;</tspan>';
    expect(undoubleEscape(drawn)).toBe(
      '<tspan>jsonrpc 为 &quot;2.0&quot;？</tspan><tspan>&#39;a&#x27;</tspan>',
    );
  });

  it('leaves a real ampersand and escaped markup alone: text stays text', () => {
    expect(undoubleEscape('<tspan>A &amp; B</tspan>')).toBe('<tspan>A &amp; B</tspan>');
    const once = undoubleEscape('<tspan>&amp;lt;script&amp;gt;</tspan>');
    expect(once).toBe('<tspan>&lt;script&gt;</tspan>');
    expect(once).not.toContain('<script');
  });

  it('recognises an entity shown as text', () => {
    expect(ENTITY_AS_TEXT.test('jsonrpc 为 &quot;2.0&quot;？')).toBe(true);
    expect(ENTITY_AS_TEXT.test('&#x27;a')).toBe(true);
    expect(ENTITY_AS_TEXT.test('jsonrpc 为 "2.0"？ A & B')).toBe(false);
  });
});
