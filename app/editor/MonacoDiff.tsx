// Monaco's diff editor behind the one Monaco adapter: two texts compared read-only, side by side or
// inline, with the changed words inside a changed line marked (the advanced diff extends a character
// change to its whole word). Loaded lazily, like MonacoEditor: this module pulls in monaco-editor.
import { useMemo } from 'react';
import { DiffEditor } from '@monaco-editor/react';
import './monaco';
import { useIsDark } from '../hooks/use-is-dark';

type DiffOptions = NonNullable<Parameters<typeof DiffEditor>[0]['options']>;
type DiffEditorInstance = Parameters<NonNullable<Parameters<typeof DiffEditor>[0]['onMount']>>[0];

/**
 * The wrapper would dispose its two models on unmount before the diff editor lets go of them, which
 * throws ("TextModel got disposed before DiffEditorWidget model got reset", or "no diff result available"
 * when a diff was in flight). The models are kept instead: one pair per model path, reused on the next
 * mount, so a remount first brings them up to the texts it was given.
 */
function syncKeptModels(editor: DiffEditorInstance, original: string, modified: string) {
  const models = editor.getModel();
  if (models && models.original.getValue() !== original) models.original.setValue(original);
  if (models && models.modified.getValue() !== modified) models.modified.setValue(modified);
}

export interface MonacoDiffProps {
  original: string;
  modified: string;
  language: 'json' | 'markdown' | 'plaintext';
  /** Side by side, or one column with deleted lines above the inserted ones. */
  sideBySide: boolean;
  ariaLabel: string;
  /** Model paths (unique on the page): `<path>.original` and `<path>.modified`. */
  path: string;
  height: string;
}

const BASE: DiffOptions = {
  readOnly: true,
  originalEditable: false,
  minimap: { enabled: false },
  fontSize: 14,
  lineNumbersMinChars: 3,
  scrollBeyondLastLine: false,
  automaticLayout: true,
  // A description is one long line: wrapped, its changed words are on screen without scrolling sideways.
  wordWrap: 'on',
  diffWordWrap: 'on',
  diffAlgorithm: 'advanced',
  ignoreTrimWhitespace: false,
  renderOverviewRuler: false,
  // The page's own switch decides the layout; Monaco would otherwise go inline below 900 px by itself.
  useInlineViewWhenSpaceIsLimited: false,
  renderMarginRevertIcon: false,
  fixedOverflowWidgets: true,
  accessibilitySupport: 'auto',
};

export default function MonacoDiff({
  original,
  modified,
  language,
  sideBySide,
  ariaLabel,
  path,
  height,
}: MonacoDiffProps) {
  const dark = useIsDark();
  const options = useMemo(
    () => ({ ...BASE, renderSideBySide: sideBySide, ariaLabel, originalAriaLabel: ariaLabel }),
    [sideBySide, ariaLabel],
  );
  return (
    <div
      data-editor="monaco-diff"
      style={{ height }}
      className="overflow-hidden rounded-md border border-slate-400 dark:border-slate-600"
    >
      <DiffEditor
        original={original}
        modified={modified}
        language={language}
        originalModelPath={`${path}.original`}
        modifiedModelPath={`${path}.modified`}
        theme={dark ? 'vs-dark' : 'vs'}
        options={options}
        keepCurrentOriginalModel
        keepCurrentModifiedModel
        onMount={(e) => syncKeptModels(e, original, modified)}
        loading={<div className="p-3 text-sm">…</div>}
      />
    </div>
  );
}
