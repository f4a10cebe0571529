// Where the demo server runs and what the handshake negotiated, or why it could not start.
import { fill } from '../../../src/i18n/index';
import { useLabHost } from '../host';
import { TID } from '../../testids';
import type { LiveSnapshot } from './live-connection';
import { T } from './text';

function serverName(info: unknown): string {
  const o = (info ?? {}) as { name?: unknown; version?: unknown };
  return [o.name, o.version].filter((x) => typeof x === 'string').join(' ');
}

export function ConnectionStatus({ snap, onRestart }: { snap: LiveSnapshot; onRestart(): void }) {
  const { lang } = useLabHost();
  const hs = snap.handshake?.sdk.kind === 'resolved' ? snap.handshake.sdk.value : null;
  return (
    <div
      data-testid={TID.mcpStatus}
      data-status={snap.status}
      role="status"
      className="flex flex-wrap items-start gap-x-4 gap-y-2 rounded-md border border-slate-300 p-3 text-sm dark:border-slate-700"
    >
      <div className="min-w-0 flex-1">
        {snap.status === 'ready' && hs ? (
          <>
            <p>
              <span className="font-semibold text-emerald-800 dark:text-emerald-300">
                {T.connected[lang]}
              </span>
              {' · '}
              {T.server[lang]} <code>{serverName(hs.serverInfo)}</code>
            </p>
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              {fill(hs.negotiated === hs.requested ? T.sameVersion[lang] : T.negotiated[lang], hs)}
            </p>
          </>
        ) : snap.status === 'failed' ? (
          <p className="text-rose-800 dark:text-rose-300">
            {T.failed[lang]}
            <code>{snap.error}</code>
          </p>
        ) : (
          <p>{T.starting[lang]}</p>
        )}
      </div>
      <button
        type="button"
        className="btn-small"
        data-testid={TID.mcpRestart}
        title={T.restartNote[lang]}
        onClick={onRestart}
      >
        {T.restart[lang]}
      </button>
    </div>
  );
}
