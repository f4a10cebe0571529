// The browser build of decode-named-character-reference (used by the markdown parser) decodes
// entities through a DOM element it creates when it loads; a worker has no DOM. This module is
// imported first by the render worker and lends it a `document` that decodes with the same table
// the package's non-DOM build uses; the worker takes it away again once its imports have loaded.
import { characterEntities } from 'character-entities';

const g = globalThis as unknown as { document?: unknown };
let lent = false;

if (typeof g.document === 'undefined') {
  lent = true;
  g.document = {
    // KaTeX checks this when it loads.
    compatMode: 'CSS1Compat',
    createElement() {
      let text = '';
      return {
        set innerHTML(value: string) {
          const name = /^&([^;]+);$/.exec(value)?.[1];
          text = name && Object.hasOwn(characterEntities, name) ? characterEntities[name]! : value;
        },
        get textContent() {
          return text;
        },
      };
    },
  };
}

/** Removes the borrowed `document` so no other library mistakes the worker for a page. */
export function returnDocument() {
  if (lent) delete g.document;
  lent = false;
}
