/**
 * The live lab's state: what the learner set up (tool, arguments as typed, fault switches) and the last
 * call captured from the demo server. The capture holds the raw response exactly as it crossed the wire,
 * the request's wire id, and what the SDK client itself did with it, so a share link, a scenario or a
 * reload shows the same verdict and the same library behaviour without a server.
 */
import * as z from 'zod/mini';
import { FAULT_IDS } from './faults.ts';

/** What became of the SDK's outputSchema check (see sdk-outcome.ts). */
export const OUTPUT_CHECKS = ['passed', 'failed', 'missing', 'skipped', 'no_schema'] as const;

const faultList = z.array(z.enum(FAULT_IDS));

export const sdkSummarySchema = z.strictObject({
  /** The SDK client's `callTool` resolved, or threw. */
  kind: z.enum(['resolved', 'threw']),
  /** What it threw: the error's class, its JSON-RPC code when it had one, its message. */
  error: z.optional(z.strictObject({ name: z.string(), code: z.optional(z.number()), message: z.string() })),
  outputSchema: z.enum(OUTPUT_CHECKS),
  /** What the SDK reported meanwhile through `onerror` (shortened), e.g. a response it could not match. */
  reports: z.array(z.string()),
});

export const capturedSchema = z.strictObject({
  /** The tool that was called. */
  tool: z.string(),
  /** The response exactly as it travelled; null when none arrived while the call was open. */
  response: z.nullable(z.string()),
  /** The request's id as it went on the wire, a string or the SDK's number ('' when it never went out). */
  expectedId: z.union([z.string(), z.number()]),
  /** Why there is no response. */
  noResponse: z.optional(z.enum(['timeout', 'cancelled', 'closed'])),
  /** The switches that were on for this call. */
  faults: faultList,
  /** Set when the server's transport rewrote the response (faults the SDK's Server cannot produce). */
  injected: z.optional(faultList),
  sdk: sdkSummarySchema,
});

export const liveStateSchema = z.strictObject({
  /** The tool picked for the next call. */
  tool: z.string(),
  /** Its arguments as typed (JSON text). */
  args: z.string(),
  /** The fault switches, in the catalogue's order. */
  faults: faultList,
  /** The last call, or null before the first. */
  captured: z.nullable(capturedSchema),
});

/**
 * Version 2: the wire id may be a number (the SDK's own ids go out unchanged; version 1 rewrote them as
 * "req-n" strings, which version 2 still reads).
 */
export const LIVE_STATE_VERSION = 2;

export const liveUpgrades = {
  1: (old: Record<string, unknown>) => old,
};

export type LiveState = z.infer<typeof liveStateSchema>;
export type Captured = z.infer<typeof capturedSchema>;
export type SdkSummary = z.infer<typeof sdkSummarySchema>;
