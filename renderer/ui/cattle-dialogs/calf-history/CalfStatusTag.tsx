import { Tag } from '@blueprintjs/core';
import { displayStatus, statusColor } from '../../../../core/domain';

/** A calf's status in its colour: Pregnant green, Bred blue, Active gray, Sold yellow, Deceased red. */
export function CalfStatusTag({ status }: { status: string }) {
  return (
    <Tag round minimal className={`fh-calf-status fh-calf-status-${statusColor(status)}`}>
      {displayStatus(status)}
    </Tag>
  );
}
