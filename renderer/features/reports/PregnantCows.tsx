import type { HerdReportAnswer } from '../../../core/schemas/reports';
import { countOf } from '../../../core/domain/plural';
import { displayName } from '../../../core/domain/display-name';
import { displayDate } from '../../ui/display-format';

function dueIn(days: number | null): string {
  if (days === null) return 'No due date';
  if (days < 0) return `${countOf(-days, 'day')} overdue`;
  if (days === 0) return 'Due today';
  return `In ${countOf(days, 'day')}`;
}

/** The pregnant cows and heifers, soonest due first, each with her pasture and due date. */
export function PregnantCows({ cows }: { cows: HerdReportAnswer['pregnantCows'] }) {
  if (cows.length === 0) return <p className="fh-report-empty">No pregnant cows recorded.</p>;
  return (
    <table className="fh-report-table">
      <thead>
        <tr>
          <th scope="col">Animal</th>
          <th scope="col">Pasture</th>
          <th scope="col">Due</th>
        </tr>
      </thead>
      <tbody>
        {cows.map((cow) => (
          <tr key={cow.id}>
            <th scope="row">{displayName(cow)}</th>
            <td>{cow.pasture}</td>
            <td>
              {displayDate(cow.expectedCalvingDate)}
              <span className={cow.daysToGo !== null && cow.daysToGo < 0 ? 'fh-report-due fh-report-overdue' : 'fh-report-due'}>{dueIn(cow.daysToGo)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
