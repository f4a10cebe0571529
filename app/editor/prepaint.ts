// Typing before the scripts have run. The prerendered text areas accept input at first paint, but React's
// hydration sets each one back to the text it renders. So the client entry starts watching before it
// hydrates: what was typed so far (a text area whose text differs from its prerendered one) and every
// later input event are kept here, by element, until the editor mounted on that element claims them.

export interface TypedBeforeHydration {
  /** The text the server rendered (what the learner started from). */
  base: string;
  value: string;
  selectionStart: number;
  selectionEnd: number;
  backward: boolean;
}

const typed = new WeakMap<HTMLTextAreaElement, TypedBeforeHydration>();
let stop: (() => void) | null = null;

function record(area: HTMLTextAreaElement, base: string): void {
  typed.set(area, {
    base,
    value: area.value,
    selectionStart: area.selectionStart,
    selectionEnd: area.selectionEnd,
    backward: area.selectionDirection === 'backward',
  });
}

const isEditorArea = (t: EventTarget | null): t is HTMLTextAreaElement =>
  t instanceof HTMLTextAreaElement && t.dataset.editor === 'plain';

/** Call just before hydrating `root`. */
export function watchTypingBeforeHydration(root: HTMLElement): void {
  stop?.();
  // Before hydration the default value is still the prerendered text.
  const bases = new WeakMap<HTMLTextAreaElement, string>();
  for (const area of root.querySelectorAll('textarea')) {
    if (!isEditorArea(area)) continue;
    bases.set(area, area.defaultValue);
    if (area.value !== area.defaultValue) record(area, area.defaultValue);
  }
  const onInput = (e: Event) => {
    const area = e.target;
    if (!isEditorArea(area) || !bases.has(area)) return;
    // Only input that reached the element before its editor claimed it (the editor stops watching it).
    if (claimed.has(area)) return;
    record(area, bases.get(area)!);
  };
  root.addEventListener('input', onInput, true);
  stop = () => root.removeEventListener('input', onInput, true);
}

const claimed = new WeakSet<HTMLTextAreaElement>();

/** The editor mounted on `area` takes what was typed into it before hydration, once. */
export function claimTypingBeforeHydration(area: HTMLTextAreaElement): TypedBeforeHydration | undefined {
  claimed.add(area);
  const t = typed.get(area);
  typed.delete(area);
  return t;
}
