import { Button, HTMLSelect } from '@blueprintjs/core';
import { ChevronLeft, ChevronRight } from '@blueprintjs/icons';
import { parseYearChoice, stepYear, yearOptions, type YearChoice } from './year-choice';
import './YearPicker.css';

interface YearPickerProps {
  value: YearChoice;
  today: string;
  onChange: (year: YearChoice) => void;
  /** What the year is of, as the select's accessible name. */
  label?: string;
}

/** A year (birth year unless told): previous, the year list (newest first, current marked), next. */
export function YearPicker({ value, today, onChange, label = 'Birth year' }: YearPickerProps) {
  const previous = stepYear(value, -1, today);
  const next = stepYear(value, 1, today);
  return (
    <div className="fh-year-picker">
      <Button
        variant="outlined"
        icon={<ChevronLeft />}
        aria-label="Previous year"
        disabled={previous === null}
        onClick={() => previous !== null && onChange(previous)}
      />
      <HTMLSelect
        className="fh-year-select"
        aria-label={label}
        value={String(value)}
        onChange={(event) => onChange(parseYearChoice(event.currentTarget.value))}
        options={yearOptions(today).map((option) => ({ value: String(option.value), label: option.label }))}
      />
      <Button
        variant="outlined"
        icon={<ChevronRight />}
        aria-label="Next year"
        disabled={next === null}
        onClick={() => next !== null && onChange(next)}
      />
    </div>
  );
}
