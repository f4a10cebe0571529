import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actsAtKeydown, askFrameAtEdit } from './frame-on-key';

/**
 * A stand-in window that keeps its listeners by type and phase (Node's own EventTarget does not remove a
 * capture listener) and counts animation-frame requests.
 */
function fakeWindow() {
  const listeners = new Map<string, Set<EventListener>>();
  const keyOf = (type: string, capture: unknown) => `${type}:${capture === true}`;
  const w = {
    asked: 0,
    requestAnimationFrame: () => ++w.asked,
    addEventListener: (type: string, fn: EventListener, capture?: boolean) => {
      const k = keyOf(type, capture);
      listeners.set(k, (listeners.get(k) ?? new Set()).add(fn));
    },
    removeEventListener: (type: string, fn: EventListener, capture?: boolean) =>
      listeners.get(keyOf(type, capture))?.delete(fn),
    dispatchEvent: (e: Event) => {
      for (const fn of listeners.get(keyOf(e.type, true)) ?? []) fn(e);
      for (const fn of listeners.get(keyOf(e.type, false)) ?? []) fn(e);
    },
  };
  return w;
}

type KeyFields = { key: string; ctrlKey?: boolean; metaKey?: boolean; isComposing?: boolean };
const keyEvent = (type: string, fields: KeyFields) =>
  Object.assign(new Event(type), { ctrlKey: false, metaKey: false, isComposing: false, ...fields });

describe('asking for the frame as an edit begins', () => {
  it('asks at keydown for the keys an editor acts on there', () => {
    const w = fakeWindow();
    const stop = askFrameAtEdit(w as unknown as Window);
    for (const key of ['Backspace', 'Delete', 'Enter', 'Tab', 'ArrowLeft', 'Home', 'PageDown'])
      w.dispatchEvent(keyEvent('keydown', { key }));
    expect(w.asked).toBe(7);
    w.dispatchEvent(keyEvent('keydown', { key: 'z', ctrlKey: true }));
    w.dispatchEvent(keyEvent('keydown', { key: 'z', metaKey: true }));
    expect(w.asked).toBe(9);
    stop();
  });

  it('asks for a typed character at its beforeinput, not at its keydown', () => {
    const w = fakeWindow();
    const stop = askFrameAtEdit(w as unknown as Window);
    w.dispatchEvent(keyEvent('keydown', { key: '0' }));
    w.dispatchEvent(keyEvent('keydown', { key: '杭' }));
    w.dispatchEvent(keyEvent('keydown', { key: '😀' }));
    expect(w.asked).toBe(0);
    w.dispatchEvent(new Event('beforeinput'));
    expect(w.asked).toBe(1);
    stop();
  });

  it('leaves modifier, dead and input-method keys alone', () => {
    const w = fakeWindow();
    const stop = askFrameAtEdit(w as unknown as Window);
    for (const key of ['Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'Dead', 'Process', 'Unidentified'])
      w.dispatchEvent(keyEvent('keydown', { key }));
    w.dispatchEvent(keyEvent('keydown', { key: 'Backspace', isComposing: true }));
    expect(w.asked).toBe(0);
    stop();
  });

  it('stops listening when told', () => {
    const w = fakeWindow();
    askFrameAtEdit(w as unknown as Window)();
    w.dispatchEvent(keyEvent('keydown', { key: 'Backspace' }));
    w.dispatchEvent(new Event('beforeinput'));
    expect(w.asked).toBe(0);
  });

  it('never asks at keydown for a character typed without Ctrl or Meta, emoji and CJK included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), (ch) => {
        expect(actsAtKeydown({ key: ch, ctrlKey: false, metaKey: false, isComposing: false })).toBe(false);
      }),
    );
  });
});
