import { describe, expect, it } from 'vitest';
import { benchPort } from './bench-ports.ts';

describe('benchPort', () => {
  it('takes BENCH_PORT when it is a port', () => {
    expect(benchPort(4410, { BENCH_PORT: '4471' })).toBe(4471);
  });
  it('falls back when BENCH_PORT is unset or empty', () => {
    expect(benchPort(4410, {})).toBe(4410);
    expect(benchPort(4410, { BENCH_PORT: '' })).toBe(4410);
  });
  it('refuses what is not a port, leaving room for the servers after it', () => {
    expect(() => benchPort(4410, { BENCH_PORT: 'abc' })).toThrow(/BENCH_PORT/);
    expect(() => benchPort(4410, { BENCH_PORT: '0' })).toThrow(/BENCH_PORT/);
    expect(() => benchPort(4410, { BENCH_PORT: '65530' })).toThrow(/BENCH_PORT/);
  });
});
