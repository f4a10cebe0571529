/**
 * Payloads for the function-calling page's `host_decide` and `canon`: generated host configurations
 * (src/labs/action-chain/arbitrary-inputs.ts builds them correlated, so every link of the chain is reached, then
 * breaks some the way hand-typed input breaks), written in every spelling of ./inputs.ts; plus every
 * input the learner is given (scenarios, practice starts and answers) and a few hand-picked texts.
 */
import fc from 'fast-check';
import type { HostDecidePayload } from '../../src/labs/action-chain/index.ts';
import { arbInput } from '../../src/labs/action-chain/arbitrary-inputs.ts';
import { arbPy } from '../../src/labs/testkit.ts';
import scenarioFile from '../../content/labs/action-chain/scenarios.json';
import functionCalling from '../../content/practice/function-calling.json';
import toolsSkills from '../../content/practice/tools-skills.json';
import { BORDER_TEXTS } from './edges.ts';
import { arbStyle, write } from './inputs.ts';

export const arbHostDecide: fc.Arbitrary<HostDecidePayload> = fc
  .tuple(arbInput, arbStyle)
  .map(([m, style]) => ({ text: write(m, style) }));

export const arbCanon: fc.Arbitrary<HostDecidePayload> = fc
  .tuple(arbPy, arbStyle)
  .map(([m, style]) => ({ text: write(m, style) }));

/** The texts a learner starts from or is shown as an answer: each must agree, not just most. */
function contentInputs(): string[] {
  const tasks = [...functionCalling.tasks, ...toolsSkills.tasks].filter((t) => t.lab === 'action-chain');
  return [
    ...scenarioFile.scenarios.map((s) => s.state.input),
    ...tasks.flatMap((t) => [(t.start as { input: string }).input, (t.answer as { input: string }).input]),
  ];
}

const refund = (more: string, args = '{"order_id": "A-1001", "amount": 300}') =>
  '{"registry": [{"name": "refund_order", "inputSchema": {"type": "object", "properties": ' +
  '{"order_id": {"type": "string"}, "amount": {"type": "integer", "maximum": 1000}}}}], ' +
  '"identity": {"user": "li.na", "roles": ["support"]}, ' +
  `"policy": [{"tool": "refund_order", "effect": "ALLOW"}]${more}, ` +
  `"call": {"id": "c", "name": "refund_order", "arguments": ${args}, "idempotencyKey": "k"}}`;

export const EDGE_HOST_DECIDE: HostDecidePayload[] = [
  ...BORDER_TEXTS.map((text) => ({ text })),
  ...contentInputs().map((text) => ({ text })),
  // the earlier result comes back as Python holds it: big ints, floats, inf, duplicate keys, key order
  { text: refund(', "ledger": [{"key": "k", "name": "refund_order", "result": {"z": 1e400, "a": -0.0}}]') },
  {
    text: refund(`, "ledger": [{"key": "k", "name": "refund_order", "result": [${'9'.repeat(400)}, 2.50]}]`),
  },
  { text: refund(', "ledger": [{"key": "k", "name": "refund_order", "result": {"b": 1, "a": 2, "b": 3}}]') },
  // a maximum compared with an integer beyond float precision, and with inf
  { text: refund('', '{"order_id": "A", "amount": 1000000000000000000001}') },
  { text: refund('', '{"order_id": "A", "amount": 1e400}') },
  { text: refund(', "loopLimit": 1.0') },
  { text: refund(', "loopLimit": true') },
  {
    text: refund(
      ', "history": [{"name": "refund_order", "arguments": {"amount": 300, "order_id": "A-1001"}}], "loopLimit": 1',
    ),
  },
];
