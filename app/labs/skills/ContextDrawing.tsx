// The context of each turn as a stack of blocks, left to right in the order the request sends them
// (system prompt, catalog, body, history, new input). The cached prefix is striped and bracketed, and
// each row says its numbers in words, so nothing depends on colour alone. All three paths share one
// scale, so switching the path compares like with like.
import type { Block, BlockKind, PathResult, Request, Simulation } from '../../../src/labs/skills/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import { fillIn, num } from './text';
import { BLOCK_NAME, EVENT_NAME, INJECT, PATH_NAME } from './text-extras';
import { labelled, listed } from '../../../src/i18n/index';

const KIND_CLASS: Readonly<Record<BlockKind, string>> = {
  system: 'bg-slate-500 dark:bg-slate-400',
  catalog: 'bg-sky-600 dark:bg-sky-400',
  body: 'bg-violet-600 dark:bg-violet-400',
  history: 'bg-amber-500 dark:bg-amber-400',
  summary: 'bg-teal-600 dark:bg-teal-400',
  turn: 'bg-emerald-600 dark:bg-emerald-400',
  result: 'bg-orange-600 dark:bg-orange-400',
};

/** Diagonal stripes over the block's colour: the mark of a cached block. */
const STRIPES = {
  backgroundImage: 'repeating-linear-gradient(135deg, rgba(255,255,255,0.7) 0 3px, transparent 3px 8px)',
} as const;

export function blockWords(b: Block, lang: 'zh' | 'en'): string {
  const what =
    b.kind === 'body' || b.kind === 'summary' || b.kind === 'turn' || b.kind === 'history'
      ? ` ${b.label}`
      : '';
  const stale = b.stale ? ` ${INJECT.stale[lang]}` : '';
  return `${BLOCK_NAME[b.kind][lang]}${what}${stale} ${num(b.tokens, lang)} (${b.cached ? INJECT.cached[lang] : INJECT.uncached[lang]})`;
}

function Numbers({ req }: { req: Request }) {
  const { lang } = useLabHost();
  return (
    <span className="font-mono text-xs whitespace-nowrap">
      ✓{num(req.cached, lang)} · ✗{num(req.uncached, lang)}
    </span>
  );
}

function Bar({ req, scale, label }: { req: Request; scale: number; label: string }) {
  const { lang } = useLabHost();
  const total = req.cached + req.uncached;
  const pct = (n: number) => `${(100 * n) / scale}%`;
  return (
    <div
      role="img"
      aria-label={labelled(
        lang,
        label,
        listed(
          lang,
          req.blocks.map((b) => blockWords(b, lang)),
        ),
      )}
      className="relative h-6 pt-1.5"
    >
      {req.cached > 0 && (
        <div
          aria-hidden="true"
          className="absolute top-0 left-0 h-1.5 border-x-2 border-t-2 border-slate-900 dark:border-slate-100"
          style={{ width: pct(req.cached) }}
        />
      )}
      <div className="flex h-4.5" style={{ width: pct(total) }}>
        {req.blocks.map((b, i) => (
          <span
            key={i}
            title={blockWords(b, lang)}
            data-kind={b.kind}
            data-cached={b.cached}
            className={`h-full min-w-[2px] border-r border-white dark:border-slate-950 ${KIND_CLASS[b.kind]} ${
              b.stale ? 'opacity-60' : ''
            }`}
            style={{ width: `${(100 * b.tokens) / Math.max(1, total)}%`, ...(b.cached ? STRIPES : {}) }}
          />
        ))}
      </div>
    </div>
  );
}

export function ContextDrawing({ sim, path }: { sim: Simulation; path: PathResult }) {
  const { lang } = useLabHost();
  const scale = Math.max(
    1,
    ...Object.values(sim.paths).flatMap((p) =>
      p.turns.flatMap((t) => [t.main.cached + t.main.uncached, t.fork ? t.fork.cached + t.fork.uncached : 0]),
    ),
  );
  return (
    <figure data-testid={TID.skillsDrawing} data-path={path.path} className="space-y-1">
      <figcaption className="font-semibold">
        {fillIn(INJECT.drawing[lang], { path: PATH_NAME[path.path][lang] })}
      </figcaption>
      <ol className="space-y-1">
        {path.turns.map((t) => (
          <li
            key={t.label}
            data-testid={TID.skillsTurn}
            data-turn={t.label}
            data-cached={t.cached}
            data-uncached={t.uncached}
          >
            {t.afterCompaction && (
              <p className="my-1 border-t-2 border-dashed border-slate-500 pt-0.5 text-xs font-semibold">
                {INJECT.compaction[lang]}
              </p>
            )}
            <p className="flex flex-wrap justify-between gap-x-3 text-xs">
              <span>
                <span className="font-mono font-semibold">{t.label}</span> · {t.skill ?? INJECT.noSkill[lang]}{' '}
                · {EVENT_NAME[t.event][lang]}
              </span>
              <Numbers req={t.main} />
            </p>
            <Bar req={t.main} scale={scale} label={t.label} />
            {t.fork && (
              <div className="ml-4">
                <p className="flex flex-wrap justify-between gap-x-3 text-xs">
                  <span>↳ {INJECT.subAgent[lang]}</span>
                  <Numbers req={t.fork} />
                </p>
                <Bar req={t.fork} scale={scale} label={`${t.label} ${INJECT.subAgent[lang]}`} />
              </div>
            )}
          </li>
        ))}
      </ol>
      <Legend />
    </figure>
  );
}

function Legend() {
  const { lang } = useLabHost();
  const kinds: BlockKind[] = ['system', 'catalog', 'body', 'history', 'summary', 'turn', 'result'];
  return (
    <div className="mt-2 text-xs" aria-hidden="true">
      <span className="font-semibold">{labelled(lang, INJECT.legend)}</span>
      <span className="inline-flex flex-wrap gap-x-3 gap-y-1">
        {kinds.map((k) => (
          <span key={k} className="inline-flex items-center gap-1">
            <span className={`inline-block h-3 w-5 ${KIND_CLASS[k]}`} />
            {BLOCK_NAME[k][lang]}
          </span>
        ))}
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-3 w-5 bg-slate-500" style={STRIPES} />
          {INJECT.cached[lang]} (✓)
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-3 w-5 bg-slate-500" />
          {INJECT.uncached[lang]} (✗)
        </span>
      </span>
    </div>
  );
}
