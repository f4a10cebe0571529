import { loadLab } from '../registry.ts';
import { describe, expect, it } from 'vitest';
import { parseJson } from '../../json/index.ts';
import { skillLoadPlan } from '../planner/plan.ts';
import { decodeShareState, readShareFragment } from '../share.ts';
import { buildCatalog, htmlEscape } from './catalog.ts';
import { checkFolder } from './folder.ts';
import { plannerInput, plannerInputText } from './planner-input.ts';
import { plannerLink } from './planner-link.ts';
import { VALID_SKILL_MD, filesWith } from './test-fixtures.ts';
import { o200kCounter, o200kWhole } from './tokenizer.ts';

const report = (files = filesWith(VALID_SKILL_MD)) => checkFolder(files, o200kCounter);

describe('the <available_skills> catalog, as skills-ref’s to_prompt writes it', () => {
  it('puts every tag and every value on its own line, with the virtual SKILL.md path', () => {
    const files = [
      {
        path: 'tiny/SKILL.md',
        text: '---\nname: tiny\ndescription: Says <hi> & "bye" to Bob\'s team.\n---\nx\n',
      },
    ];
    const cat = buildCatalog(report(files).skills, 'xml', o200kCounter);
    expect(cat.text).toBe(
      [
        '<available_skills>',
        '<skill>',
        '<name>',
        'tiny',
        '</name>',
        '<description>',
        'Says &lt;hi&gt; &amp; &quot;bye&quot; to Bob&#x27;s team.',
        '</description>',
        '<location>',
        '/skills/tiny/SKILL.md',
        '</location>',
        '</skill>',
        '</available_skills>',
      ].join('\n'),
    );
  });

  it('escapes the location like every other value: a folder named with markup stays text', () => {
    const folder = `<img src=x onerror="alert(1)">&'`;
    const files = [{ path: `${folder}/SKILL.md`, text: '---\nname: tiny\ndescription: Says hi.\n---\nx\n' }];
    const cat = buildCatalog(report(files).skills, 'xml', o200kCounter);
    expect(cat.entries).toHaveLength(1);
    const lines = cat.text.split('\n');
    expect(lines[lines.indexOf('<location>') + 1]).toBe(`/skills/${htmlEscape(folder)}/SKILL.md`);
    expect(cat.text.match(/<\/?location>/g)).toEqual(['<location>', '</location>']);
    expect(cat.text).not.toContain('<img');
  });

  it('escapes like Python’s html.escape, ampersand first', () => {
    expect(htmlEscape(`&lt; <'">`)).toBe('&amp;lt; &lt;&#x27;&quot;&gt;');
  });

  it('lists what a lenient host loads: warned skills stay, skipped ones go', () => {
    const files = filesWith(VALID_SKILL_MD.replace('name: weather-report', 'name: Weather-Report'), [
      { path: 'silent/SKILL.md', text: '---\nname: silent\n---\nno description\n' },
    ]);
    const cat = buildCatalog(report(files).skills, 'xml', o200kCounter);
    expect(cat.entries.map((e) => e.name)).toEqual(['Weather-Report', 'travel-checklist']);
  });

  it('is omitted (0 tokens) when no skill loads, as the client guide says', () => {
    const cat = buildCatalog(report([{ path: 'a/SKILL.md', text: 'nothing' }]).skills, 'xml', o200kCounter);
    expect(cat).toMatchObject({
      text: '<available_skills>\n</available_skills>',
      omitted: true,
      total: { tokens: 0 },
    });
  });

  it('the plain form is one line per skill, whitespace collapsed', () => {
    const cat = buildCatalog(report().skills, 'plain', o200kCounter);
    expect(cat.text.split('\n')).toEqual([
      '- weather-report: Writes a short weather report for one city. Use when the user asks about the weather.',
      '- travel-checklist: 为一次出行整理行前清单。用户问出发前要准备什么时使用。',
    ]);
    expect(cat.total.tokens).toBe(o200kWhole(cat.text));
  });

  it('counts tokens per entry and in total with the o200k tokenizer', () => {
    const cat = buildCatalog(report().skills, 'xml', o200kCounter);
    expect(cat.total).toEqual({ tokens: o200kWhole(cat.text), exact: true });
    for (const e of cat.entries) expect(e.tokens.tokens).toBe(o200kWhole(e.text));
    expect(cat.overhead).toBe(cat.total.tokens - cat.entries.reduce((n, e) => n + e.tokens.tokens, 0));
  });
});

describe('feeding the planner from the files', () => {
  const r = report();
  const cat = buildCatalog(r.skills, 'xml', o200kCounter);
  const picks = {
    active: ['weather-report'],
    requested: ['weather-report/references/units.md'],
    budget: 10_000,
  };
  const input = plannerInput(r.skills, cat, picks, o200kCounter);

  it('catalog costs are the catalog entries, bodies the bodies, resources the files under each skill', () => {
    expect(input.catalog).toEqual(Object.fromEntries(cat.entries.map((e) => [e.name, e.tokens.tokens])));
    expect(input.bodies['weather-report']).toBe(
      o200kWhole(VALID_SKILL_MD.slice(VALID_SKILL_MD.lastIndexOf('---\n') + 4).trim()),
    );
    expect(input.bodies['travel-checklist']).toBe(o200kWhole('1. 先问清目的地和天数。'));
    expect(Object.keys(input.resources)).toEqual(['weather-report/references/units.md']);
    expect(input.resources['weather-report/references/units.md']![0]).toBe('weather-report');
  });

  it('the planner port accepts it and adds up the three layers', () => {
    const parsed = parseJson(plannerInputText(input));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const out = skillLoadPlan(parsed.value);
    if (!out.ok) throw new Error(out.error);
    const expected =
      Object.values(input.catalog).reduce((a, b) => a + b, 0) +
      input.bodies['weather-report']! +
      input.resources['weather-report/references/units.md']![1];
    expect(out.value).toMatchObject({ accepted: true, tokens: expected });
    expect(out.trace.map((s) => s.node).at(-1)).toBe('accepted');
  });

  it('the learner’s picks still meet the planner’s own checks', () => {
    const borrowed = plannerInput(
      r.skills,
      cat,
      { ...picks, requested: ['weather-report/references/units.md'], active: [] },
      o200kCounter,
    );
    const parsed = parseJson(plannerInputText(borrowed));
    if (!parsed.ok) throw new Error('json');
    const out = skillLoadPlan(parsed.value);
    expect(out.ok).toBe(false);
    expect(out.trace.at(-2)?.node).toBe('owners_active');
  });

  it('a skill named __proto__ is an ordinary key', () => {
    const files = [
      { path: '__proto__/SKILL.md', text: '---\nname: __proto__\ndescription: odd\n---\nbody\n' },
    ];
    const rr = report(files);
    const c = buildCatalog(rr.skills, 'xml', o200kCounter);
    const text = plannerInputText(
      plannerInput(rr.skills, c, { active: ['__proto__'], requested: [], budget: 100 }, o200kCounter),
    );
    expect(text).toContain('"__proto__": ');
    const parsed = parseJson(text);
    expect(
      parsed.ok && parsed.value.kind === 'object' && parsed.value.entries.get('catalog')?.value.kind,
    ).toBe('object');
  });

  it('“Open in planner” carries the input through the planner’s share link', async () => {
    const text = plannerInputText(input);
    const link = await plannerLink(text);
    expect(link.startsWith('/labs/planner#state=')).toBe(true);
    const decoded = decodeShareState(
      (await loadLab('planner')).module,
      readShareFragment(link.slice(link.indexOf('#')))!,
    );
    expect(decoded).toEqual({ ok: true, state: { input: text } });
  });
});
