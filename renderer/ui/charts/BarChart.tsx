import './charts.css';

export interface ChartValue {
  label: string;
  value: number;
  /** A tone class from charts.css (fh-tone-green …); the chart's own colour otherwise. */
  tone?: string;
}

/**
 * Horizontal bars with the label before and the number after each: read at a glance on a phone,
 * and read aloud as "Cow, 40" by a screen reader, since every figure is text.
 */
export function BarChart({ values, label }: { values: readonly ChartValue[]; label: string }) {
  const most = Math.max(1, ...values.map((entry) => entry.value));
  return (
    <ul className="fh-bar-chart" aria-label={label}>
      {values.map(({ label: name, value, tone }) => (
        <li key={name} className={`fh-bar ${tone ?? ''}`}>
          <span className="fh-bar-label">{name}</span>
          <span className="fh-bar-track" aria-hidden="true">
            <span className="fh-bar-fill" style={{ width: `${(value / most) * 100}%` }} />
          </span>
          <span className="fh-bar-value">{value.toLocaleString('en-US')}</span>
        </li>
      ))}
    </ul>
  );
}
