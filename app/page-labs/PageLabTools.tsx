// The row above a page lab's flowchart: presenter mode (on the function's own page) and the export of
// the lit flowchart and the call.
import type { RunReport } from '../../src/page-labs/index';
import { PresentButton } from '../classroom/Presenter';
import { PageLabExport } from './PageLabExport';

export function PageLabTools({
  fn,
  call,
  report,
  present,
}: {
  fn: string;
  call: string | null;
  report: RunReport;
  present: boolean;
}) {
  return (
    <div className="mb-2 flex flex-wrap items-center gap-2">
      {present && <PresentButton />}
      <PageLabExport fn={fn} call={call} report={report} />
    </div>
  );
}
