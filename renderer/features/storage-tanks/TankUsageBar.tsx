import { ProgressBar, type Intent } from '@blueprintjs/core';
import { tankUsage, type TankColor } from '../../../core/domain';
import { usageText } from './storage-tank-text';

const INTENT: Record<TankColor, Intent> = { red: 'danger', yellow: 'warning', green: 'success' };

interface TankUsageBarProps {
  tankName: string;
  used: number;
  capacity: number | null;
}

/** How full the tank is: a bar in its usage colour over "63 of 100 used (63%)" or "No capacity set". */
export function TankUsageBar({ tankName, used, capacity }: TankUsageBarProps) {
  const usage = tankUsage(used, capacity);
  const text = usageText(used, capacity, usage);
  return (
    <div className="fh-storage-usage">
      <ProgressBar
        className="fh-storage-usage-bar"
        value={usage.percent / 100}
        intent={INTENT[usage.color]}
        stripes={false}
        animate={false}
        aria-label={`${tankName} capacity used`}
        aria-valuetext={text}
      />
      <span className="fh-storage-usage-text">{text}</span>
    </div>
  );
}
