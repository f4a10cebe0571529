// The separator between a lab's inputs and its diagram (wide screens): drag it, or focus it and use the
// arrow keys, Page Up/Down, Home/End, Enter for the default width. It is a WAI-ARIA window splitter:
// role separator with its value in percent, focusable, named from the catalogue.
import { useRef } from 'react';
import { useT } from '../i18n/use-t';
import { TID } from '../testids';
import { SPLIT_MAX, SPLIT_MIN, clampSplit, splitAfterKey } from './split';

export function Splitter({ value, onChange }: { value: number; onChange(next: number): void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const fromPointer = (clientX: number) => {
    const row = ref.current?.parentElement?.getBoundingClientRect();
    if (row && row.width > 0) onChange(clampSplit(((clientX - row.left) / row.width) * 100));
  };
  return (
    <div
      ref={ref}
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-valuenow={value}
      aria-valuemin={SPLIT_MIN}
      aria-valuemax={SPLIT_MAX}
      aria-label={t('lab.split')}
      data-testid={TID.labSplit}
      onKeyDown={(e) => {
        const next = splitAfterKey(value, e.key);
        if (next === null) return;
        e.preventDefault();
        onChange(next);
      }}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        fromPointer(e.clientX);
      }}
      onPointerMove={(e) => {
        if (e.currentTarget.hasPointerCapture(e.pointerId)) fromPointer(e.clientX);
      }}
      className="group hidden cursor-col-resize touch-none justify-center rounded focus-visible:outline-3 focus-visible:outline-blue-700 xl:flex"
    >
      <span
        aria-hidden="true"
        className="my-2 w-1 rounded bg-slate-300 group-hover:bg-blue-700 group-focus-visible:bg-blue-700 dark:bg-slate-600 dark:group-hover:bg-blue-300"
      />
    </div>
  );
}
