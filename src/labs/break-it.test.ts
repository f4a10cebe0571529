import { describe, expect, it, vi } from 'vitest';
import { BreakIt } from './break-it.ts';
import { loadLab } from './registry.ts';
import type { Breaker } from './contract.ts';

const admission = (await loadLab('admission')).module;
const valid = { args: '{\n  "city": "成都",\n  "days": 5\n}', allowedCities: ['杭州', '成都', '宁波'] };

describe('break it', () => {
  it('applies every press to the baseline: after six presses 朝阳 still teaches its own lesson', () => {
    const breakIt = new BreakIt(admission.breakers as Breaker<typeof valid>[]);
    let shown: typeof valid = valid;
    const order = ['drop-days', 'days-bool', 'days-float', 'days-range', 'extra-field', 'ambiguous-city'];
    for (const id of order) {
      const next = breakIt.press(id, shown);
      expect(next, id).not.toBeNull();
      shown = next!;
      expect(breakIt.pressed(shown)).toBe(id);
      expect(breakIt.baseline(shown)).toBe(valid);
    }
    expect(admission.run(shown).outcome).toBe('semantic_city');
    expect(JSON.parse(shown.args)).toEqual({ city: '朝阳', days: 5 });
    // Pressing "drop days" again still drops days from the baseline (it did not become unavailable).
    expect(breakIt.availability(shown)).toEqual(order.map(() => true));
    expect(admission.run(breakIt.press('drop-days', shown)!).outcome).toBe('schema_fields');
  });

  it('an edit after a press becomes the new baseline, and so does an undo', () => {
    const breakIt = new BreakIt(admission.breakers as Breaker<typeof valid>[]);
    const broken = breakIt.press('days-range', valid)!;
    const edited = { ...broken, args: broken.args.replace('10', '4') };
    expect(breakIt.pressed(edited)).toBeNull();
    expect(breakIt.baseline(edited)).toBe(edited);
    const again = breakIt.press('ambiguous-city', edited)!;
    expect(JSON.parse(again.args)).toEqual({ city: '朝阳', days: 4 });
    // Undo shows the state before the press: that is the baseline of the next press.
    expect(breakIt.baseline(edited)).toBe(edited);
  });

  it('never works out availability on an edit: only when asked, once per baseline', () => {
    const apply = vi.fn((s: { text: string }) => (s.text.includes('x') ? { text: s.text + '!' } : null));
    const breakers: Breaker<{ text: string }>[] = [
      { id: 'a', label: { zh: 'a', en: 'a' }, apply },
      { id: 'b', label: { zh: 'b', en: 'b' }, apply },
    ];
    const breakIt = new BreakIt(breakers);
    let state = { text: '' };
    for (let i = 0; i < 200; i++) {
      state = { text: state.text + (i % 2 ? 'x' : 'y') };
      // What a render reads on every edit
      expect(breakIt.availableIfKnown(state)).toBeNull();
      expect(breakIt.pressed(state)).toBeNull();
      breakIt.baseline(state);
    }
    expect(apply).not.toHaveBeenCalled();
    expect(breakIt.availability(state)).toEqual([true, true]);
    expect(apply).toHaveBeenCalledTimes(2);
    breakIt.availability(state);
    expect(breakIt.availableIfKnown(state)).toEqual([true, true]);
    expect(apply).toHaveBeenCalledTimes(2);
    // The next edit forgets it without computing anything.
    const next = { text: 'y' };
    expect(breakIt.availableIfKnown(next)).toBeNull();
    expect(apply).toHaveBeenCalledTimes(2);
    expect(breakIt.availability(next)).toEqual([false, false]);
  });

  it('a mistake that does not apply changes nothing and records no press', () => {
    const breakIt = new BreakIt(admission.breakers as Breaker<typeof valid>[]);
    const unreadable = { ...valid, args: '{oops' };
    expect(breakIt.press('drop-days', unreadable)).toBeNull();
    expect(breakIt.press('no-such-button', valid)).toBeNull();
    expect(breakIt.pressed(unreadable)).toBeNull();
  });
});
