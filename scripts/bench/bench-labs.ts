/**
 * Throughput of the JSON reader and the three labs on 1 KB, 100 KB and 5 MB inputs.
 * Run: npx tsx scripts/bench/bench-labs.ts   (prints figures, asserts nothing)
 */
import { parseJson, type JsonValue } from '../../src/json/index.ts';
import { validateQuery } from '../../src/labs/admission/index.ts';
import { classifyResponse } from '../../src/labs/classifier/index.ts';
import { skillLoadPlan } from '../../src/labs/planner/index.ts';
import { median } from './bench-page.ts';

const SIZES: [string, number][] = [
  ['1 KB', 1024],
  ['100 KB', 100 * 1024],
  ['5 MB', 5 * 1024 * 1024],
];
const SAMPLES = 7;

/** Planner input: n skills, half active, one resource per active skill, all requested. */
function plannerText(target: number): string {
  const make = (n: number) => {
    const names = Array.from({ length: n }, (_, i) => `skill-${i}`);
    const active = names.filter((_, i) => i % 2 === 0);
    const cost = Object.fromEntries(names.map((s, i) => [s, 10 + (i % 90)]));
    const resources = Object.fromEntries(active.map((s, i) => [`res-${i}`, [s, 5 + (i % 40)]]));
    return JSON.stringify({
      catalog: cost,
      bodies: cost,
      active,
      resources,
      requested: Object.keys(resources),
      budget: 10 ** 12,
    });
  };
  const perSkill = make(100).length / 100;
  return make(Math.max(1, Math.floor(target / perSkill)));
}

/** Classifier input: a successful result whose structuredContent carries many items. */
function classifierText(target: number): string {
  const make = (n: number) =>
    JSON.stringify({
      jsonrpc: '2.0',
      id: 'req-1',
      result: {
        isError: false,
        structuredContent: {
          count: n,
          items: Array.from({ length: n }, (_, i) => ({
            id: i,
            title: `文档 ${i}`,
            score: i / 7,
            tags: ['a', 'b'],
          })),
        },
      },
    });
  const perItem = make(100).length / 100;
  return make(Math.max(1, Math.floor(target / perItem)));
}

/** Admission input: the city string carries the bulk. */
function admissionText(target: number): string {
  return JSON.stringify({ city: '北'.repeat(Math.max(1, target - 20)), days: 3 });
}

/** Median milliseconds per call over SAMPLES batches (batches long enough for the timer). */
function time(fn: () => unknown, bytes: number): number {
  const reps = Math.max(1, Math.floor((2 * 1024 * 1024) / bytes));
  fn(); // warm up
  const samples: number[] = [];
  for (let s = 0; s < SAMPLES; s++) {
    const t0 = performance.now();
    for (let i = 0; i < reps; i++) fn();
    samples.push((performance.now() - t0) / reps);
  }
  return median(samples);
}

function mbps(bytes: number, ms: number): string {
  return (bytes / (1024 * 1024) / (ms / 1000)).toFixed(1).padStart(8);
}

function parsed(text: string): JsonValue {
  const r = parseJson(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const labs: [string, (target: number) => string, (v: JsonValue) => unknown][] = [
  ['admission', admissionText, (v) => validateQuery(v, ['北京'])],
  ['classifier', classifierText, (v) => classifyResponse(v, 'req-1')],
  ['planner', plannerText, (v) => skillLoadPlan(v)],
];

console.log(`median of ${SAMPLES} samples; MB = 2^20 UTF-16 code units of JSON text\n`);
console.log('lab         size      bytes    parse ms   parse MB/s    lab ms    parse+lab MB/s');
for (const [name, makeText, run] of labs) {
  for (const [label, target] of SIZES) {
    const text = makeText(target);
    const value = parsed(text);
    const parseMs = time(() => parseJson(text), text.length);
    const labMs = time(() => run(value), text.length);
    const bothMs = time(() => run(parsed(text)), text.length);
    console.log(
      `${name.padEnd(11)} ${label.padEnd(7)} ${String(text.length).padStart(9)} ${parseMs.toFixed(3).padStart(10)} ${mbps(text.length, parseMs)}    ${labMs.toFixed(3).padStart(9)}    ${mbps(text.length, bothMs)}`,
    );
  }
}

// for scale: the engine's own JSON.parse on the 5 MB classifier document (no ranges, no int/float kinds)
const big = classifierText(5 * 1024 * 1024);
const nativeMs = time(() => JSON.parse(big), big.length);
console.log(
  `\nJSON.parse (reference, 5 MB classifier text): ${nativeMs.toFixed(1)} ms, ${mbps(big.length, nativeMs).trim()} MB/s`,
);
