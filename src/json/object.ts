import type { JsonInt, JsonObject, JsonProperty, JsonValue, Span } from './types.ts';

/**
 * Object node. `entries` (the Python dict view: last duplicate wins, first position) is built on first
 * use from `members`, so parsing large documents does not pay for a Map per object. Treat nodes as
 * immutable once parsed.
 */
export class JsonObjectNode implements JsonObject {
  readonly kind = 'object' as const;
  private map: Map<string, JsonProperty> | undefined;

  constructor(
    readonly members: JsonProperty[],
    public start: number,
    public end: number,
  ) {}

  get entries(): Map<string, JsonProperty> {
    if (this.map === undefined) {
      const map = new Map<string, JsonProperty>();
      for (const m of this.members) map.set(m.key, m);
      this.map = map;
    }
    return this.map;
  }
}

/**
 * Int node whose bigint is made on first read: most ints in large documents are small and never looked
 * at, and a bigint per literal is a large share of parse time.
 */
export class JsonIntNode implements JsonInt {
  readonly kind = 'int' as const;
  private big: bigint | undefined;

  constructor(
    private readonly small: number,
    big: bigint | undefined,
    public start: number,
    public end: number,
  ) {
    this.big = big;
  }

  get value(): bigint {
    if (this.big === undefined) this.big = BigInt(this.small);
    return this.big;
  }
}

/** Object member; the key range is stored flat (one allocation fewer per member) and exposed as a Span. */
export class JsonPropertyNode implements JsonProperty {
  constructor(
    readonly key: string,
    readonly keyStart: number,
    readonly keyEnd: number,
    readonly value: JsonValue,
  ) {}

  get keySpan(): Span {
    return { start: this.keyStart, end: this.keyEnd };
  }
}
