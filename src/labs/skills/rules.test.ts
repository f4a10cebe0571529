import { describe, expect, it } from 'vitest';
import { checkFolder } from './folder.ts';
import { RULE_IDS, RULES, type RuleId } from './rules.ts';
import { SKILL_CHECKS } from './flowchart.ts';
import { BODY, HEAD, UNITS, VALID_SKILL_MD, filesWith, withHead } from './test-fixtures.ts';
import { o200kCounter } from './tokenizer.ts';

type Files = { path: string; text: string }[];

const head = (replace: Record<number, string | null>, add: string[] = []) =>
  withHead([
    ...HEAD.slice(0, -1).flatMap((l, i) => (i in replace ? (replace[i] === null ? [] : [replace[i]!]) : [l])),
    ...add,
    '---',
  ]);
const NAME = 1;
const DESC = 2;

/** One file set per rule that makes the rule fire (everything else as in the valid set). */
const TRIGGERS: Record<RuleId, Files> = {
  'no-skills': [{ path: 'README.md', text: 'notes' }],
  'path-invalid': filesWith(VALID_SKILL_MD, [{ path: '/abs/notes.md', text: '' }]),
  'path-duplicate': filesWith(VALID_SKILL_MD, [
    { path: 'weather-report/references/units.md', text: 'again' },
  ]),
  'skill-md-missing': filesWith(VALID_SKILL_MD, [{ path: 'notes/a.md', text: 'x' }]),
  'skill-md-case': filesWith(VALID_SKILL_MD, [
    { path: 'lower/skill.md', text: VALID_SKILL_MD.replace('weather-report', 'lower') },
  ]),
  'file-outside-skill': filesWith(VALID_SKILL_MD, [{ path: 'README.md', text: 'x' }]),
  'frontmatter-missing': filesWith('name: weather-report\n'),
  'frontmatter-unclosed': filesWith('---\nname: weather-report\ndescription: x\n'),
  'frontmatter-too-large': filesWith(`---\n# ${'a'.repeat(33_000)}\n---\n`),
  'yaml-syntax': filesWith(head({ [DESC]: 'description: "never closed' })),
  'yaml-colon-value': filesWith(head({ [DESC]: 'description: Use when: the user asks.' })),
  'yaml-not-mapping': filesWith('---\n- a\n- b\n---\nbody\n'),
  'yaml-duplicate-key': filesWith(head({}, ['name: weather-report'])),
  'yaml-anchor-alias': filesWith(head({}, ['license: &l MIT', 'compatibility: *l'])),
  'yaml-tag': filesWith(head({}, ['license: !!str MIT'])),
  'yaml-flow-style': filesWith(head({ 3: 'metadata: { owner: travel-desk }', 4: null })),
  'yaml-key': filesWith(head({}, ['? - a', '  - b', ': c'])),
  'field-unknown': filesWith(head({}, ['owner: travel-desk'])),
  'name-missing': filesWith(head({ [NAME]: null })),
  'name-not-string': filesWith(head({ [NAME]: 'name:\n  - weather-report' })),
  'name-empty': filesWith(head({ [NAME]: 'name: ""' })),
  'name-length': filesWith(head({ [NAME]: `name: ${'a'.repeat(65)}` })),
  'name-uppercase': filesWith(head({ [NAME]: 'name: Weather-report' })),
  'name-charset': filesWith(head({ [NAME]: 'name: weather_report' })),
  'name-hyphen-edge': filesWith(head({ [NAME]: 'name: weather-report-' })),
  'name-hyphen-double': filesWith(head({ [NAME]: 'name: weather--report' })),
  'name-folder-mismatch': filesWith(head({ [NAME]: 'name: weather-reports' })),
  'description-missing': filesWith(head({ [DESC]: null })),
  'description-not-string': filesWith(head({ [DESC]: 'description:\n  - a list' })),
  'description-empty': filesWith(head({ [DESC]: 'description: "  "' })),
  'description-length': filesWith(head({ [DESC]: `description: ${'x'.repeat(1025)}` })),
  'license-not-string': filesWith(head({}, ['license:', '  - MIT'])),
  'compatibility-not-string': filesWith(head({}, ['compatibility:', '  os: linux'])),
  'compatibility-length': filesWith(head({}, ['compatibility: ""'])),
  'metadata-not-map': filesWith(head({ 3: 'metadata: travel-desk', 4: null })),
  'metadata-value-not-string': filesWith(head({}, ['  tags:', '    - weather'])),
  'allowed-tools-not-string': filesWith(head({}, ['allowed-tools:', '  - Read'])),
  'body-lines': filesWith(withHead(HEAD, [...BODY, ...Array.from({ length: 500 }, (_, i) => `- line ${i}`)])),
  'body-tokens': filesWith(
    withHead(HEAD, [
      ...BODY,
      ...Array.from(
        { length: 300 },
        (_, i) =>
          `Step ${i}: compare today's forecast with yesterday's, then note the change in one plain sentence for the reader.`,
      ),
    ]),
  ),
  'reference-missing': filesWith(withHead(HEAD, [...BODY, 'See [more](references/nope.md).'])),
  'name-duplicate': filesWith(VALID_SKILL_MD, [{ path: 'weather-copy/SKILL.md', text: VALID_SKILL_MD }]),
  'yaml-implicit-type': filesWith(head({}, ['  version: 1.0'])),
  'dashes-in-frontmatter': filesWith(
    head({ [DESC]: 'description: Weather --- short reports. Use when asked about weather.' }),
  ),
  'allowed-tools-experimental': filesWith(head({}, ['allowed-tools: Read'])),
  'reference-chain': [
    ...filesWith(VALID_SKILL_MD).filter((f) => !f.path.endsWith('units.md')),
    { path: 'weather-report/references/units.md', text: `${UNITS}\nSee [more](references/more.md).\n` },
  ],
  'body-empty': filesWith(withHead(HEAD, [])),
};

const rulesIn = (files: Files) => checkFolder(files, o200kCounter).problems.map((p) => p.rule);

describe('the rule table', () => {
  it('has a trigger for every rule, and only for rules', () => {
    expect(Object.keys(TRIGGERS).sort()).toEqual([...RULE_IDS].sort());
  });

  it('every rule belongs to a check node and has both languages', () => {
    for (const id of RULE_IDS) {
      const r = RULES[id];
      expect(SKILL_CHECKS).toContain(r.check);
      for (const t of [r.message, r.fix]) {
        expect(t.zh.length, id).toBeGreaterThan(4);
        expect(t.en.length, id).toBeGreaterThan(4);
      }
    }
  });

  it('only guidance and files hold warnings and infos; checks before guidance hold errors', () => {
    for (const id of RULE_IDS) {
      const r = RULES[id];
      if (r.severity !== 'error') expect(['guidance', 'files'], id).toContain(r.check);
      if (r.check === 'guidance') expect(r.severity, id).not.toBe('error');
    }
  });
});

describe('each rule fires on its trigger and not on the valid folder', () => {
  const clean = checkFolder(filesWith(VALID_SKILL_MD), o200kCounter);

  it('the valid folder has no problem at all', () => {
    expect(clean.problems).toEqual([]);
    expect(clean.outcome).toBe('valid');
  });

  it.each(RULE_IDS)('%s', (id) => {
    expect(rulesIn(TRIGGERS[id])).toContain(id);
    expect(clean.problems.map((p) => p.rule)).not.toContain(id);
  });

  it.each(RULE_IDS)('%s: the outcome follows the severity', (id) => {
    const r = checkFolder(TRIGGERS[id], o200kCounter);
    const sev = RULES[id].severity;
    if (sev === 'error') expect(r.outcome).toBe('invalid');
    else if (sev === 'warning') expect(['warnings', 'invalid']).toContain(r.outcome);
  });
});

describe("name-charset: the ASCII reading is the lab's, and the text says what skills-ref accepts", () => {
  it('flags a lowercase CJK or accented name, which skills-ref (NFKC, lowercase-stable letters) would accept', () => {
    for (const name of ['天气', 'météo'])
      expect(rulesIn(filesWith(head({ [NAME]: `name: ${name}` })))).toContain('name-charset');
  });
  it("both languages label the reading as the lab's choice and name NFKC", () => {
    const { zh, en } = RULES['name-charset'].message;
    expect(zh).toContain('本实验的选择');
    expect(en).toContain("this lab's choice");
    for (const text of [zh, en]) expect(text).toContain('NFKC');
  });
});

describe('lenient host verdicts beside the strict one', () => {
  const verdict = (files: Files, folder = 'weather-report') => {
    const s = checkFolder(files, o200kCounter).skills.find((x) => x.folder === folder)!;
    return [s.strict, s.host];
  };
  it.each([
    ['name-folder-mismatch', ['fail', 'warn']],
    ['name-length', ['fail', 'warn']],
    ['name-uppercase', ['fail', 'warn']],
    ['description-missing', ['fail', 'skip']],
    ['description-empty', ['fail', 'skip']],
    ['yaml-syntax', ['fail', 'skip']],
    ['yaml-colon-value', ['fail', 'warn']],
    ['field-unknown', ['fail', 'warn']],
    ['body-lines', ['ok', 'load']],
    ['allowed-tools-experimental', ['ok', 'load']],
  ] as const)('%s → strict %j', (id, expected) => {
    expect(verdict(TRIGGERS[id])).toEqual(expected);
  });

  it('a name collision skips the later skill and keeps the first', () => {
    const r = checkFolder(TRIGGERS['name-duplicate'], o200kCounter);
    expect(r.skills.find((s) => s.folder === 'weather-report')!.host).toBe('load');
    expect(r.skills.find((s) => s.folder === 'weather-copy')!.host).toBe('skip');
  });
});

describe('the trace is a walk on the flowchart that stops at the first failing check', () => {
  it('stops at the earliest check even when a later skill fails earlier in the file list', () => {
    const files = [
      { path: 'a/SKILL.md', text: '---\nname: a\n---\nbody\n' },
      { path: 'b/SKILL.md', text: '---\nname: b\ndescription: d\nowner: x\n---\nbody\n' },
    ];
    const r = checkFolder(files, o200kCounter);
    expect(r.trace.map((s) => s.node)).toEqual(['files', 'frontmatter', 'yaml', 'fields', 'invalid']);
    expect(r.decisive?.rule).toBe('field-unknown');
    expect(r.trace[3]?.detail).toBe('b/SKILL.md:4:1 field-unknown');
  });

  it('warnings walk every check and end at warnings', () => {
    const r = checkFolder(TRIGGERS['reference-missing'], o200kCounter);
    expect(r.trace.map((s) => s.node)).toEqual([...SKILL_CHECKS, 'warnings']);
    expect(r.trace.at(-2)).toMatchObject({ node: 'guidance', pass: false });
  });
});
