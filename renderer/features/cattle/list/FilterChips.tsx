import { CHIPS, type ChipCounts, type ChipId } from './herd-filters';

interface FilterChipsProps {
  value: ChipId;
  /** Null while the herd loads. */
  counts: ChipCounts | null;
  onChange: (chip: ChipId) => void;
}

/** All, Cows, Bulls, Pregnant, Due Soon, each with how many animals it would show. */
export function FilterChips({ value, counts, onChange }: FilterChipsProps) {
  return (
    <div className="fh-chips" role="group" aria-label="Filter cattle">
      {CHIPS.map((chip) => (
        <button
          key={chip.id}
          type="button"
          className="fh-chip"
          aria-pressed={chip.id === value}
          onClick={() => onChange(chip.id)}
        >
          <span>{chip.label}</span>
          {counts ? <span className="fh-chip-count">{counts[chip.id]}</span> : null}
        </button>
      ))}
    </div>
  );
}
