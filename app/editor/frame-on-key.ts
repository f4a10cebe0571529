// A key's frame, asked for as the key arrives. The browser starts a frame only once something asks for
// one, and the first to ask after a typed character is the editor's own render, a few milliseconds into
// the key's task (after the edit and the lab's run). Asked for that late, the frame can miss the display's
// current beat and wait for the next one. An empty animation-frame request made the moment the edit
// begins asks at once; the frame itself still runs after the key's task, with everything the key changed.
//
// When the edit begins: a typed character changes the text in its `beforeinput` (the same task as the
// edit), while its keydown may be handled as a task of its own, so asking there could slip an empty frame
// in between. Keys an editor acts on at keydown (Backspace, Enter, arrows, shortcuts) ask at keydown.

const noop = () => {};

/** Keys that never change the text or the caret by themselves, or that start an input method. */
const INERT_KEYS = new Set([
  'Shift',
  'Control',
  'Alt',
  'AltGraph',
  'Meta',
  'CapsLock',
  'Fn',
  'Dead',
  'Process',
  'Unidentified',
]);

/** A named key's value ('Backspace', 'ArrowLeft', 'F5'), as against the character a key types. */
const NAMED_KEY = /^[A-Z][A-Za-z0-9]+$/;

/** Whether an editor acts on this key at keydown itself (no character event follows). */
export function actsAtKeydown(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'isComposing'>,
): boolean {
  if (e.isComposing || INERT_KEYS.has(e.key)) return false;
  // Not `key.length > 1`: a character outside the BMP (an emoji) is two UTF-16 units long.
  return NAMED_KEY.test(e.key) || e.ctrlKey || e.metaKey;
}

/** Listens on `target` (the window) for the start of every edit; returns the way to stop. */
export function askFrameAtEdit(target: Window = window): () => void {
  const ask = () => {
    target.requestAnimationFrame(noop);
  };
  const onKeydown = (e: KeyboardEvent) => {
    if (actsAtKeydown(e)) ask();
  };
  target.addEventListener('keydown', onKeydown, true);
  target.addEventListener('beforeinput', ask, true);
  return () => {
    target.removeEventListener('keydown', onKeydown, true);
    target.removeEventListener('beforeinput', ask, true);
  };
}
