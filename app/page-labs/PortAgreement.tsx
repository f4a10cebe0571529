// Beside each run of a page function that has a TypeScript port: whether the port gives the same result
// for the same inputs (and both values when it does not). The ports load on their own, after the page
// painted, so a page without a ported function never fetches them.
import { useEffect, useState } from 'react';
import { msg, t, type Message } from '../../src/i18n/index';
import { pageIdOf, type InputValue, type PageLabData, type RunReport } from '../../src/page-labs/index';
import { useRoute } from '../routing/router';
import { TID } from '../testids';

type Ports = typeof import('../../src/page-labs/ports/index');

const WHY = {
  expression: 'pageLab.port.whyExpression',
  call: 'pageLab.port.whyCall',
  stopped: 'pageLab.port.whyStopped',
} as const;

let loading: Promise<Ports> | null = null;
const loadPorts = () => (loading ??= import('../../src/page-labs/ports/index'));

export function PortAgreement({
  data,
  inputs,
  report,
}: {
  data: PageLabData;
  inputs: readonly InputValue[];
  report: RunReport;
}) {
  const { lang } = useRoute();
  const [ports, setPorts] = useState<Ports | null>(null);
  useEffect(() => {
    let live = true;
    loadPorts().then(
      (p) => live && setPorts(p),
      () => undefined, // an offline first visit without the chunk: nothing to compare, nothing broken
    );
    return () => {
      live = false;
    };
  }, []);
  if (!ports) return null;
  const c = ports.compareWithPort(pageIdOf(data.page), data.name, inputs, report);
  if (!c) return null;
  const m: Message =
    c.kind === 'agrees'
      ? msg('pageLab.port.agrees', { port: c.port })
      : c.kind === 'differs'
        ? msg('pageLab.port.differs', { python: c.python, port: c.port })
        : msg('pageLab.port.notComparable', { why: msg(WHY[c.why]) });
  const tone =
    c.kind === 'agrees'
      ? 'border-emerald-700 text-emerald-900 dark:border-emerald-400 dark:text-emerald-200'
      : c.kind === 'differs'
        ? 'border-red-700 text-red-900 dark:border-red-400 dark:text-red-200'
        : 'border-slate-400 text-slate-800 dark:text-slate-200';
  return (
    <p
      data-testid={TID.pageLabPort}
      data-agrees={c.kind === 'not-comparable' ? undefined : String(c.kind === 'agrees')}
      className={`mb-3 break-words rounded border-l-4 px-2 py-1 font-mono text-xs ${tone}`}
    >
      {t(lang, m)}
    </p>
  );
}
