// Agrees with the port: the comparison's verdicts on hand-made runs (the real Python's runs are compared
// in scripts/page-labs/driver.test.ts), and the inputs that cannot reach a port.
import { describe, expect, it } from 'vitest';
import { compareWithPort, hasPort, stringSetLiteral } from './index.ts';

const QUERY = [{ json: '{"city": "杭州", "days": 3}' }, { json: '["杭州", "成都"]' }];

describe('compareWithPort', () => {
  it('knows the ported functions of their page (and of the preview), no others', () => {
    expect(hasPort('tools-skills', 'validate_query')).toBe(true);
    expect(hasPort('preview', 'host_decide')).toBe(true);
    expect(hasPort('function-calling', 'validate_query')).toBe(false);
    expect(hasPort('tools-skills', 'call_key')).toBe(false);
    expect(compareWithPort('tools-skills', 'toString', QUERY, { returned: '1' })).toBeNull();
  });

  it('agrees on the same repr, differs with both values otherwise', () => {
    expect(
      compareWithPort('tools-skills', 'validate_query', QUERY, { returned: "(True, 'accepted')" }),
    ).toEqual({
      kind: 'agrees',
      port: "(True, 'accepted')",
    });
    expect(compareWithPort('tools-skills', 'validate_query', QUERY, { returned: "(False, 'x')" })).toEqual({
      kind: 'differs',
      python: "(False, 'x')",
      port: "(True, 'accepted')",
    });
    expect(
      compareWithPort('tools-skills', 'validate_query', QUERY, { raised: 'KeyError', message: "'city'" }),
    ).toMatchObject({ kind: 'differs', python: "KeyError: 'city'" });
  });

  it('says why it cannot compare: an expression, a call the port does not model, a stopped run', () => {
    const expr = [QUERY[0]!, { python: "{'杭州'}" }];
    expect(compareWithPort('tools-skills', 'validate_query', expr, { returned: '1' })).toEqual({
      kind: 'not-comparable',
      why: 'expression',
    });
    const plan = ['{}', '{}', '["a"]', '{}', '[]', '1'].map((json) => ({ json }));
    expect(compareWithPort('tools-skills', 'skill_load_plan', plan, { returned: '1' })).toEqual({
      kind: 'not-comparable',
      why: 'call',
    });
    expect(compareWithPort('tools-skills', 'validate_query', QUERY, { stopped: 'time' })).toEqual({
      kind: 'not-comparable',
      why: 'stopped',
    });
  });
});

describe('stringSetLiteral', () => {
  it('reads a set of plain strings and nothing else', () => {
    expect(stringSetLiteral(`{'pdf', "xlsx",}`)).toEqual(['pdf', 'xlsx']);
    expect(stringSetLiteral('set()')).toEqual([]);
    expect(stringSetLiteral('{}')).toBeNull();
    expect(stringSetLiteral(`{'a' 'b'}`)).toBeNull();
    expect(stringSetLiteral(`{'a\\'b'}`)).toBeNull();
    expect(stringSetLiteral(`{__import__('os')}`)).toBeNull();
  });
});
