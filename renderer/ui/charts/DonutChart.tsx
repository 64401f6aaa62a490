import type { ChartValue } from './BarChart';
import './charts.css';

const RADIUS = 15.915; // a circle of circumference 100, so each share is its percent of the stroke

/** A ring of shares with the legend beside it: each part's name, number and percent as text. */
export function DonutChart({ values, label, total }: { values: readonly ChartValue[]; label: string; total: number }) {
  const shown = values.filter((entry) => entry.value > 0);
  // Where each part starts along the ring: the shares before it, added up.
  const shares = shown.map((entry) => (total === 0 ? 0 : (entry.value / total) * 100));
  const starts = shares.map((_, index) => shares.slice(0, index).reduce((sum, share) => sum + share, 0));
  const percent = (value: number) => (total === 0 ? 0 : Math.round((value / total) * 100));
  return (
    <div className="fh-donut">
      <svg viewBox="0 0 42 42" className="fh-donut-ring" role="img" aria-label={`${label}: ${shown.map((e) => `${e.label} ${e.value}`).join(', ')}`}>
        <circle cx="21" cy="21" r={RADIUS} className="fh-donut-hole" />
        {shown.map(({ label: name, tone }, index) => (
          <circle
            key={name}
            cx="21"
            cy="21"
            r={RADIUS}
            className={`fh-donut-part ${tone ?? ''}`}
            strokeDasharray={`${shares[index]} ${100 - shares[index]!}`}
            // The ring starts at twelve o'clock: a quarter of the way round from where SVG starts.
            strokeDashoffset={25 - starts[index]!}
          />
        ))}
        <text x="21" y="22.5" className="fh-donut-total" textAnchor="middle">
          {total.toLocaleString('en-US')}
        </text>
      </svg>
      <ul className="fh-donut-legend" aria-label={label}>
        {values.map(({ label: name, value, tone }) => (
          <li key={name} className={tone}>
            <span className="fh-donut-swatch" aria-hidden="true" />
            <span className="fh-donut-name">{name}</span>
            <span className="fh-donut-value">
              {value.toLocaleString('en-US')} <span className="fh-donut-percent">({percent(value)}%)</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
