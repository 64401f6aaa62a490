import { Button } from '@blueprintjs/core';
import { Add, Layers } from '@blueprintjs/icons';
import { EmptyState } from '../../../ui/EmptyState';

/** A tank without canes: the way to its first, where the member's role may add one. */
export function NoCanes({ onAdd }: { onAdd: (() => void) | undefined }) {
  return (
    <EmptyState
      level={3}
      className="fh-semen-no-canes"
      icon={<Layers size={32} />}
      title="No canes yet"
      description="Add the canes this tank holds, then the straws in each."
      action={onAdd ? <Button intent="primary" icon={<Add />} text="Add Cane" onClick={onAdd} /> : undefined}
    />
  );
}
