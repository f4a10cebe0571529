// The line under a code editor: what Tab does now and how to switch it, and, for a text too large or too
// deep for the editor's language features, that they are off (the lab still reads the text).
import { fill } from '../i18n/strings';
import { useT } from '../i18n/use-t';
import { TID } from '../testids';
import type { Heavy } from './heavy';
import { TAB_TOGGLE_KEYS, useTabMode } from './tab-mode';

export function EditorHelp({ id, heavy }: { id: string; heavy: Heavy | null }) {
  const t = useT();
  const tabMovesFocus = useTabMode((s) => s.tabMovesFocus);
  // Both names of the key are rendered (the server cannot know the system); CSS shows one (app.css).
  const [before, after = ''] = t(tabMovesFocus ? 'editor.tabMoves' : 'editor.tabIndents').split('{keys}');
  return (
    <div id={id} className="mt-1 space-y-1 text-xs text-slate-700 dark:text-slate-300">
      <p
        data-testid={TID.editorTabHint}
        data-tab={tabMovesFocus ? 'moves-focus' : 'indents'}
        aria-live="polite"
      >
        {before}
        <span className="keys-other">{TAB_TOGGLE_KEYS.other}</span>
        <span className="keys-apple">{TAB_TOGGLE_KEYS.apple}</span>
        {after}
      </p>
      {heavy && (
        <p
          role="status"
          data-testid={TID.editorHeavy}
          className="rounded border border-amber-700 bg-amber-50 px-2 py-1 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {heavy.reason === 'depth'
            ? fill(t('editor.heavyDepth'), { depth: heavy.depth.toLocaleString() })
            : fill(t('editor.heavySize'), { chars: heavy.chars.toLocaleString() })}
        </p>
      )}
    </div>
  );
}
