/**
 * What the "break it" buttons do, without the UI. Each mistake is applied to the input the learner had
 * before they started breaking it (the baseline), never on top of an earlier press: after any number of
 * presses a button still shows its own lesson. Whether each mistake applies is worked out only when it
 * is asked for (a button row is opened, hovered or focused), once per baseline, never on an edit: on a
 * multi-megabyte input the whole set takes seconds.
 */
import type { Breaker } from './contract.ts';

interface LastPress<S> {
  id: string;
  /** The state the press produced: while it is what the lab shows, presses start again from `baseline`. */
  broken: S;
  baseline: S;
}

export class BreakIt<S> {
  private last: LastPress<S> | null = null;
  private known: { baseline: S; available: readonly boolean[] } | null = null;

  constructor(readonly breakers: readonly Breaker<S>[]) {}

  /** The state a press starts from: the input before the last press while its result is still shown. */
  baseline(current: S): S {
    return this.last && this.last.broken === current ? this.last.baseline : current;
  }

  /** The id of the mistake whose result is on screen now, or null (the learner edited since, or undid it). */
  pressed(current: S): string | null {
    return this.last && this.last.broken === current ? this.last.id : null;
  }

  /** The availability already worked out for this input's baseline, or null: never computes. */
  availableIfKnown(current: S): readonly boolean[] | null {
    const base = this.baseline(current);
    return this.known && this.known.baseline === base ? this.known.available : null;
  }

  /** Whether each mistake applies to this input's baseline: computed the first time, then kept. */
  availability(current: S): readonly boolean[] {
    const have = this.availableIfKnown(current);
    if (have) return have;
    const base = this.baseline(current);
    return this.remember(
      base,
      this.breakers.map((b) => b.apply(base) !== null),
    );
  }

  /** Keeps an availability worked out elsewhere (a worker) for a baseline. */
  remember(baseline: S, available: readonly boolean[]): readonly boolean[] {
    this.known = { baseline, available };
    return available;
  }

  /** Applies one mistake to the baseline: the new state, or null when it does not apply. */
  press(id: string, current: S): S | null {
    const breaker = this.breakers.find((b) => b.id === id);
    if (!breaker) return null;
    const base = this.baseline(current);
    const broken = breaker.apply(base);
    if (broken === null) return null;
    this.pressedWith(id, base, broken);
    return broken;
  }

  /** Records a press whose state was computed elsewhere (a worker) from `baseline`. */
  pressedWith(id: string, baseline: S, broken: S): void {
    this.last = { id, broken, baseline };
  }
}
