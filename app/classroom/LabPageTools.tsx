// The classroom's tools in the toolbar of a lab's own page: open presenter mode, export the diagram or
// the outcome. The lab page hands this to the workbench, which knows nothing of the classroom.
import type { LabToolsProps } from '../labs/contract';
import { ExportMenu } from './ExportMenu';
import { PresentButton } from './PresentButton';

export function LabPageTools(props: LabToolsProps) {
  return (
    <>
      <PresentButton />
      <ExportMenu {...props} />
    </>
  );
}
