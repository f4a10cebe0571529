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
    skipRepeatedText(area);
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

/**
 * Hydration writes each text area's text again (`defaultValue`), unchanged or not; the browser then
 * rebuilds and lays out the whole text, which for the preview's 23 KB draft is 0.1–0.3 s of a phone's
 * main thread. The first write is skipped when it only repeats the prerendered text; any other write
 * (and every later one) goes through as usual.
 */
function skipRepeatedText(area: HTMLTextAreaElement): void {
  const own = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'defaultValue');
  const { get, set } = own ?? {};
  if (!get || !set) return;
  Object.defineProperty(area, 'defaultValue', {
    configurable: true,
    get: () => get.call(area) as string,
    set: (v: unknown) => {
      Reflect.deleteProperty(area, 'defaultValue');
      if (String(v) !== get.call(area)) set.call(area, v);
    },
  });
}

const claimed = new WeakSet<HTMLTextAreaElement>();

/** The editor mounted on `area` takes what was typed into it before hydration, once. */
export function claimTypingBeforeHydration(area: HTMLTextAreaElement): TypedBeforeHydration | undefined {
  claimed.add(area);
  const t = typed.get(area);
  typed.delete(area);
  return t;
}
