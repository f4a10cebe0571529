// The lit exit is brought into view after the frame's layout, never by reading the layout in the task
// that lit it: the reveal waits for a ResizeObserver's first report of the drawing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { revealExitBeforePaint } from './scroll-box';

/** A ResizeObserver the test delivers by hand: `frame()` is the browser reporting after a layout. */
class FakeObserver {
  static instance: FakeObserver | null = null;
  watched = new Set<Element>();
  constructor(private readonly callback: (entries: { target: Element }[]) => void) {
    FakeObserver.instance = this;
  }
  observe(el: Element) {
    this.watched.add(el);
  }
  unobserve(el: Element) {
    this.watched.delete(el);
  }
  disconnect() {
    this.watched.clear();
  }
  frame() {
    this.callback([...this.watched].map((target) => ({ target })));
  }
}

const rect = (left: number, top: number, width: number, height: number) =>
  ({ left, top, width, height, right: left + width, bottom: top + height }) as DOMRect;

/** A 300×200 box at the window's top left whose drawing is 900 px tall; the exit sits at y 700. */
function litDrawing() {
  const reads = { layout: 0 };
  const box = {
    clientLeft: 0,
    clientTop: 0,
    clientWidth: 300,
    clientHeight: 200,
    scrollLeft: 0,
    scrollTop: 0,
    get scrollWidth() {
      reads.layout++;
      return 300;
    },
    get scrollHeight() {
      reads.layout++;
      return 900;
    },
    getBoundingClientRect: () => {
      reads.layout++;
      return rect(0, 0, 300, 200);
    },
  };
  const exit = {
    getBoundingClientRect: () => {
      reads.layout++;
      return rect(100, 700 - box.scrollTop, 80, 40);
    },
  };
  const svg = {
    isConnected: true,
    querySelector: (sel: string) => (sel.includes('"exit"') ? exit : null),
    closest: () => box,
  };
  return { box, svg: svg as unknown as SVGSVGElement, reads };
}

beforeAll(() => {
  vi.stubGlobal('ResizeObserver', FakeObserver);
  vi.stubGlobal('window', { innerWidth: 1280, innerHeight: 900 });
  vi.stubGlobal('document', { documentElement: {} });
  vi.stubGlobal('getComputedStyle', () => ({ scrollPaddingTop: '0px' }));
});
afterAll(() => vi.unstubAllGlobals());

describe('revealExitBeforePaint', () => {
  it('reads nothing until the frame is laid out, then scrolls the box to the exit once', () => {
    const { box, svg, reads } = litDrawing();
    revealExitBeforePaint(svg);
    revealExitBeforePaint(svg);
    expect(reads.layout).toBe(0);
    expect(box.scrollTop).toBe(0);
    const ro = FakeObserver.instance!;
    expect([...ro.watched]).toEqual([svg]);
    ro.frame();
    // The exit's middle (720) is centred in the box (100): scrolled by 620.
    expect(box.scrollTop).toBe(620);
    // Done with it: a later resize of the drawing does not scroll the box again.
    expect(ro.watched.size).toBe(0);
  });

  it('leaves a drawing that left the page alone', () => {
    const { box, svg } = litDrawing();
    (svg as unknown as { isConnected: boolean }).isConnected = false;
    revealExitBeforePaint(svg);
    FakeObserver.instance!.frame();
    expect(box.scrollTop).toBe(0);
  });

  it('lets go of a drawing that left the page before it was ever shown', () => {
    const hidden = litDrawing().svg;
    revealExitBeforePaint(hidden);
    const ro = FakeObserver.instance!;
    // Never shown, so never reported; then its lab closes.
    (hidden as unknown as { isConnected: boolean }).isConnected = false;
    const next = litDrawing().svg;
    revealExitBeforePaint(next);
    expect([...ro.watched]).toEqual([next]);
  });
});
