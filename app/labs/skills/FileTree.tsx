// The file tree beside the editor: one folder per skill, its files under it. A WAI-ARIA tree with one
// tab stop: arrow keys move, Right/Left open and close a folder, Enter or Space opens a file, F2 renames
// and Delete deletes it. Each file shows how many errors and warnings it has, in words for screen readers.
import { useRef, useState, type KeyboardEvent } from 'react';
import type { Severity } from '../../../src/labs/skills/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import { treeOf, type TreeFile } from './file-ops';
import { FILES, SEVERITY, SEVERITY_MARK } from './text';

type Item = { key: string; kind: 'folder'; name: string } | { key: string; kind: 'file'; file: TreeFile };

export function FileTree({
  files,
  selected,
  counts,
  onOpen,
  onRename,
  onDelete,
}: {
  files: readonly { path: string }[];
  selected: number;
  /** Problems per file path. */
  counts: ReadonlyMap<string, Readonly<Record<Severity, number>>>;
  onOpen(index: number): void;
  onRename(index: number): void;
  onDelete(index: number): void;
}) {
  const { lang } = useLabHost();
  const { folders, loose } = treeOf(files);
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const refs = useRef(new Map<string, HTMLLIElement>());

  const visible: Item[] = [];
  for (const f of folders) {
    visible.push({ key: `d:${f.name}`, kind: 'folder', name: f.name });
    if (!closed.has(f.name))
      for (const file of f.files) visible.push({ key: `f:${file.index}`, kind: 'file', file });
  }
  for (const file of loose) visible.push({ key: `f:${file.index}`, kind: 'file', file });
  // The one tab stop: the focused item if it is still shown, else the open file, else the first item.
  const tabKey =
    (focusKey && visible.some((v) => v.key === focusKey) && focusKey) ||
    (visible.some((v) => v.key === `f:${selected}`) ? `f:${selected}` : visible[0]?.key);

  const focus = (key: string | undefined) => {
    if (!key) return;
    setFocusKey(key);
    refs.current.get(key)?.focus();
  };
  const toggle = (name: string, open?: boolean) =>
    setClosed((c) => {
      const next = new Set(c);
      if (open ?? next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  const onKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const at = visible.findIndex((v) => v.key === tabKey);
    const item = visible[at];
    if (!item) return;
    const folderOf = (i: number) => {
      for (let j = i; j >= 0; j--) if (visible[j]!.kind === 'folder') return visible[j]!.key;
      return undefined;
    };
    let handled = true;
    switch (e.key) {
      case 'ArrowDown':
        focus(visible[Math.min(visible.length - 1, at + 1)]?.key);
        break;
      case 'ArrowUp':
        focus(visible[Math.max(0, at - 1)]?.key);
        break;
      case 'Home':
        focus(visible[0]?.key);
        break;
      case 'End':
        focus(visible.at(-1)?.key);
        break;
      case 'ArrowRight':
        if (item.kind === 'folder') {
          if (closed.has(item.name)) toggle(item.name, true);
          else focus(visible[at + 1]?.kind === 'file' ? visible[at + 1]!.key : undefined);
        }
        break;
      case 'ArrowLeft':
        if (item.kind === 'folder') toggle(item.name, false);
        else if (loose.every((l) => `f:${l.index}` !== item.key)) focus(folderOf(at));
        break;
      case 'Enter':
      case ' ':
        if (item.kind === 'folder') toggle(item.name);
        else onOpen(item.file.index);
        break;
      case 'F2':
        if (item.kind === 'file') onRename(item.file.index);
        break;
      case 'Delete':
        if (item.kind === 'file') onDelete(item.file.index);
        break;
      default:
        handled = false;
    }
    if (handled) e.preventDefault();
  };

  const fileItem = (file: TreeFile, level: number) => {
    const key = `f:${file.index}`;
    const c = counts.get(file.path);
    const marks = (['error', 'warning'] as const).filter((s) => (c?.[s] ?? 0) > 0);
    return (
      <li
        key={key}
        ref={(el) => {
          if (el) refs.current.set(key, el);
          else refs.current.delete(key);
        }}
        role="treeitem"
        aria-level={level}
        aria-selected={file.index === selected}
        tabIndex={key === tabKey ? 0 : -1}
        data-testid={TID.skillsFile}
        data-path={file.path}
        onClick={() => {
          setFocusKey(key);
          onOpen(file.index);
        }}
        className={`flex cursor-pointer items-center gap-1 rounded px-1 py-0.5 font-mono text-[0.8125rem] break-all ${
          level > 1 ? 'ml-4' : ''
        } ${
          file.index === selected
            ? 'bg-blue-100 font-semibold text-blue-950 dark:bg-blue-950 dark:text-blue-100'
            : 'hover:bg-slate-100 dark:hover:bg-slate-800'
        }`}
      >
        <span className="flex-1">{file.label}</span>
        {marks.map((s) => (
          <span
            key={s}
            className={
              s === 'error' ? 'text-rose-800 dark:text-rose-300' : 'text-amber-800 dark:text-amber-300'
            }
          >
            <span aria-hidden="true">
              {SEVERITY_MARK[s]}
              {c![s]}
            </span>
            <span className="sr-only">
              {' '}
              {c![s]} {SEVERITY[s][lang]}
            </span>
          </span>
        ))}
      </li>
    );
  };

  if (files.length === 0) return <p className="text-sm">{FILES.noFiles[lang]}</p>;
  return (
    <ul
      role="tree"
      aria-label={FILES.tree[lang]}
      data-testid={TID.skillsTree}
      onKeyDown={onKey}
      className="space-y-0.5"
    >
      {folders.map((f) => {
        const key = `d:${f.name}`;
        const open = !closed.has(f.name);
        return (
          <li
            key={key}
            ref={(el) => {
              if (el) refs.current.set(key, el);
              else refs.current.delete(key);
            }}
            role="treeitem"
            aria-level={1}
            aria-expanded={open}
            aria-selected={false}
            tabIndex={key === tabKey ? 0 : -1}
            data-folder={f.name}
          >
            <span
              onClick={() => {
                setFocusKey(key);
                toggle(f.name);
              }}
              className="flex cursor-pointer items-center gap-1 rounded px-1 py-0.5 font-mono text-[0.8125rem] font-semibold hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <span aria-hidden="true">{open ? '▾' : '▸'}</span>
              {f.name}/
            </span>
            {open && (
              <ul role="group" className="space-y-0.5">
                {f.files.map((file) => fileItem(file, 2))}
              </ul>
            )}
          </li>
        );
      })}
      {loose.map((file) => fileItem(file, 1))}
    </ul>
  );
}
