// The benchmarks' loopback ports. Several people (or checkouts) may bench on one machine at once, so the
// first port comes from BENCH_PORT and every other server of a run takes the ports after it.

/** BENCH_PORT when set (a valid port), else `fallback`. */
export function benchPort(fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.BENCH_PORT;
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535 - 9) {
    throw new Error(`BENCH_PORT must be a port number from 1 to ${65535 - 9}, not "${raw}"`);
  }
  return port;
}
