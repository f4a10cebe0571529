// The row above a page lab's flowchart: presenter mode and the export of the lit flowchart and the
// call. On the function's own page presenter mode opens in place; a lab docked in a topic links to that
// page in presenter mode (the inputs come along: both are the same saved work), and a draft's lab in
// the preview has no page to present.
import type { RunReport } from '../../src/page-labs/index';
import { PresentButton } from '../classroom/Presenter';
import { writePresent } from '../classroom/params';
import { useT } from '../i18n/use-t';
import { Link } from '../routing/router';
import { TID } from '../testids';
import { PageLabExport } from './PageLabExport';

export function PageLabTools({
  fn,
  call,
  report,
  present,
  functionPage,
}: {
  fn: string;
  call: string | null;
  report: RunReport;
  present: boolean;
  /** The function's own page, for a lab docked elsewhere (null in the preview). */
  functionPage: string | null;
}) {
  const t = useT();
  return (
    <div className="mb-2 flex flex-wrap items-center gap-2">
      {present && <PresentButton />}
      {!present && functionPage && (
        <Link
          className="btn"
          data-testid={TID.pageLabPresent}
          href={functionPage + writePresent('', { present: true, walk: null, step: 1 })}
        >
          {t('classroom.present')}
        </Link>
      )}
      <PageLabExport fn={fn} call={call} report={report} />
    </div>
  );
}
