import { FormGroup, HTMLSelect, Tag } from '@blueprintjs/core';
import { Snowflake } from '@blueprintjs/icons';
import { useState } from 'react';
import { parseSire, sireFromTank, strawStockLevel } from '../../../core/domain';
import type { SemenStrawRecord, SemenTankRecord } from '../../../core/schemas/semen';
import { EmptyState } from '../EmptyState';

interface SemenPickerProps {
  tanks: readonly SemenTankRecord[];
  straws: readonly SemenStrawRecord[];
  sire: string | null | undefined;
  onPick: (sire: string) => void;
}

/** The tank of the sire picked before, else the first with straws left, else the first. */
function firstTank(tanks: readonly SemenTankRecord[], sire: string | null | undefined): string {
  const pickedTank = parseSire(sire)?.tank?.toLowerCase();
  const tank =
    tanks.find((t) => t.name.toLowerCase() === pickedTank) ?? tanks.find((t) => t.remainingStraws > 0) ?? tanks[0];
  return tank?.id ?? '';
}

const cane = (straw: SemenStrawRecord) => `Cane ${straw.caneNumber}${straw.caneLabel ? ` · ${straw.caneLabel}` : ''}`;

/** The badge of a lot running out: "Out of Stock" at 0, "Low Stock" at 1 or 2; none above. */
function StockBadge({ remaining }: { remaining: number }) {
  const level = strawStockLevel(remaining);
  if (level.key !== 'out' && level.key !== 'low') return null;
  return (
    <Tag minimal round intent={level.key === 'out' ? 'danger' : 'warning'} className="fh-straw-badge">
      {level.label}
    </Tag>
  );
}

/** A tank dropdown, then that tank's straws: bull, breed, cane, straws left. Picking one names the sire. */
export function SemenPicker({ tanks, straws, sire, onPick }: SemenPickerProps) {
  const [tankId, setTankId] = useState(() => firstTank(tanks, sire));
  if (tanks.length === 0) {
    return (
      <EmptyState
        level={3}
        className="fh-semen-empty"
        icon={<Snowflake size={40} />}
        title="No semen tanks yet"
        description="Add a tank and its straws under Genetics to pick a sire from it."
      />
    );
  }
  const tank = tanks.find((t) => t.id === tankId);
  const lots = straws.filter((straw) => straw.tankId === tankId);

  return (
    <>
      <FormGroup label="Tank" labelFor="semen-tank" className="fh-field">
        <HTMLSelect
          id="semen-tank"
          large
          fill
          value={tankId}
          onChange={(event) => setTankId(event.currentTarget.value)}
          options={tanks.map((t) => ({ value: t.id, label: `${t.name} (${t.remainingStraws} straws)` }))}
        />
      </FormGroup>
      {lots.length === 0 ? (
        <EmptyState level={3} className="fh-semen-empty" icon={<Snowflake size={40} />} title="No straws in this tank" />
      ) : (
        <ul className="fh-straw-list" aria-label={`Straws in ${tank?.name ?? 'the tank'}`}>
          {lots.map((straw) => (
            <li key={straw.id}>
              <button
                type="button"
                className="fh-straw"
                disabled={straw.remainingStraws === 0}
                onClick={() => onPick(sireFromTank(straw.bullName, straw.tankName))}
              >
                <span className="fh-straw-head">
                  <span className="fh-straw-bull">{straw.bullName}</span>
                  <StockBadge remaining={straw.remainingStraws} />
                </span>
                <span className="fh-straw-meta">
                  {straw.breed} · {cane(straw)}
                </span>
                <span className="fh-straw-left">{straw.remainingStraws} remaining</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
