import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Monaco } from './monaco';

/** The page, enough for the warm-up: one element made and put in the body, and animation frames. */
function fakePage(drawsFrames = true) {
  const host = {
    attributes: new Map<string, string>(),
    style: {} as Record<string, string>,
    inert: false,
    inBody: false,
    setAttribute(name: string, value: string) {
      this.attributes.set(name, value);
    },
    remove() {
      this.inBody = false;
    },
  };
  let frames = 0;
  vi.stubGlobal('document', {
    createElement: () => host,
    body: { append: (el: typeof host) => (el.inBody = true) },
  });
  vi.stubGlobal('requestAnimationFrame', (cb: () => void) => {
    frames++;
    if (drawsFrames) setTimeout(cb, 16);
    return frames;
  });
  return { host, frames: () => frames };
}

/** Monaco's editor API as the warm-up uses it, writing each call to `log`. */
function fakeMonaco(
  page: ReturnType<typeof fakePage>,
  fail: 'model' | 'editor' | null = null,
  /** How the language's module arrives: at once, never, or failing. */
  language: 'loads' | 'never' | 'fails' = 'loads',
) {
  const log: string[] = [];
  let options: Record<string, unknown> = {};
  const editor = {
    setPosition: (p: { lineNumber: number; column: number }) =>
      log.push(`position ${p.lineNumber}:${p.column}`),
    trigger: (source: string, id: string, payload: { text: string }) =>
      log.push(`${id} ${payload.text} from ${source} after frame ${page.frames()}`),
    dispose: () => log.push('dispose editor'),
  };
  const monaco = {
    editor: {
      colorize: (_text: string, id: string) => {
        if (language === 'never') return new Promise(() => undefined);
        if (language === 'fails') return Promise.reject(new Error('no such module'));
        log.push(`language ${id} ready`);
        return Promise.resolve('');
      },
      createModel: (_text: string, language: string) => {
        if (fail === 'model') throw new Error('no model here');
        log.push(`model ${language}`);
        return { dispose: () => log.push('dispose model') };
      },
      create: (host: unknown, o: Record<string, unknown>) => {
        if (fail === 'editor') throw new Error('no editor here');
        expect(host).toBe(page.host);
        expect(page.host.inBody).toBe(true);
        options = o;
        log.push('editor');
        return editor;
      },
    },
  };
  return { monaco: monaco as unknown as Monaco, log, options: () => options };
}

async function freshModule() {
  vi.resetModules();
  return import('./warm-up');
}

describe('warmUpEditing', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('once the language has loaded, types one key as the keyboard would, a frame after it made an editor of its own out of sight, and removes it a frame later', async () => {
    const page = fakePage();
    const m = fakeMonaco(page);
    const { warmUpEditing } = await freshModule();
    await warmUpEditing(m.monaco, 'markdown', { wordWrap: 'on', ariaLabel: 'Draft', fontSize: 14 });
    expect(m.log).toEqual([
      'language markdown ready',
      'model markdown',
      'editor',
      // The first line of a new model is the one cheap to tokenize, where the type interceptors run.
      'position 1:2',
      'type 2 from keyboard after frame 1',
      'dispose editor',
      'dispose model',
    ]);
    expect(page.frames()).toBe(2);
    // The learner's editor's options (its code paths), but not its name, and no layout watcher.
    expect(m.options()).toMatchObject({
      wordWrap: 'on',
      fontSize: 14,
      ariaLabel: '',
      automaticLayout: false,
    });
    const { host } = page;
    expect(host.attributes.get('aria-hidden')).toBe('true');
    expect(host.inert).toBe(true);
    expect(host.style).toMatchObject({ position: 'fixed', visibility: 'hidden' });
    expect(parseInt(host.style.left!, 10)).toBeLessThan(-1000);
    expect(host.inBody).toBe(false);
  });

  it('does the work once per page: later editors get the same promise', async () => {
    const page = fakePage();
    const m = fakeMonaco(page);
    const { warmUpEditing } = await freshModule();
    const first = warmUpEditing(m.monaco, 'json', {});
    const second = warmUpEditing(m.monaco, 'markdown', {});
    expect(second).toBe(first);
    await second;
    await warmUpEditing(m.monaco, 'json', {});
    expect(m.log.filter((l) => l.startsWith('model'))).toEqual(['model json']);
  });

  it('types its key even when the language fails to load', async () => {
    const page = fakePage();
    const m = fakeMonaco(page, null, 'fails');
    const { warmUpEditing } = await freshModule();
    await warmUpEditing(m.monaco, 'json', {});
    expect(m.log).toContain('type 2 from keyboard after frame 1');
    expect(page.host.inBody).toBe(false);
  });

  it.each([
    ['its editor', 'editor', ['language json ready', 'model json', 'dispose model']],
    ['its model', 'model', ['language json ready']],
  ] as const)(
    'never rejects, and leaves nothing behind when Monaco fails to make %s',
    async (_, fail, log) => {
      const page = fakePage();
      const m = fakeMonaco(page, fail);
      const { warmUpEditing } = await freshModule();
      await expect(warmUpEditing(m.monaco, 'json', {})).resolves.toBeUndefined();
      expect(m.log).toEqual(log);
      expect(page.host.inBody).toBe(false);
    },
  );

  describe('in a tab that draws no frames (in the background)', () => {
    beforeEach(() => vi.useFakeTimers());
    it('still finishes, without waiting for one', async () => {
      const page = fakePage(false);
      const m = fakeMonaco(page);
      const { warmUpEditing } = await freshModule();
      let done = false;
      void warmUpEditing(m.monaco, 'json', {}).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(600);
      expect(done).toBe(true);
      expect(m.log.at(-1)).toBe('dispose model');
      expect(page.host.inBody).toBe(false);
    });
    it('waits a bounded time for a language whose module never arrives, then types', async () => {
      const page = fakePage(false);
      const m = fakeMonaco(page, null, 'never');
      const { warmUpEditing } = await freshModule();
      let done = false;
      void warmUpEditing(m.monaco, 'markdown', {}).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(1000);
      expect(m.log).toEqual([]);
      // Nothing is put in the page while it waits.
      expect(page.host.inBody).toBe(false);
      await vi.advanceTimersByTimeAsync(1600);
      expect(done).toBe(true);
      expect(m.log).toContain('type 2 from keyboard after frame 1');
    });
  });
});
