import { Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { addDays, todayISO } from '../../../core/domain/dates';
import { adgByPasture, type WeighingLike } from '../../../core/domain/growth';
import { whyNotLoaded } from '../../api/read-state';
import { useTRPC } from '../../api/trpc';
import { SegmentedControl } from '../../ui/controls';
import { gainFigure } from '../../ui/weighings/weighing-words';

const PERIODS = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '365 days' },
];

/**
 * Average daily gain by pasture over the last 30, 90 or 365 days: per pasture, the head weighed at
 * least twice in the period and their mean gain. From the herd and its weighings, which the phone
 * keeps, so it shows offline too.
 */
export function AdgByPasture() {
  const trpc = useTRPC();
  const herd = useQuery(trpc.cattle.list.queryOptions());
  const weighings = useQuery(trpc.weights.list.queryOptions({}));
  const [days, setDays] = useState('90');
  // A report open across midnight rarely enough that one "today" per visit is right.
  const [today] = useState(todayISO);
  const rows = useMemo(() => {
    if (!herd.data || !weighings.data) return undefined;
    const from = addDays(today, -Number(days)) ?? today;
    // The list answers each kind as text; a gain reads only dates and weights.
    return adgByPasture(herd.data, weighings.data as readonly (WeighingLike & { cattleId: string })[], { from, to: today });
  }, [herd.data, weighings.data, days, today]);
  const notLoaded = whyNotLoaded(herd, 'The herd could not be loaded.') ?? whyNotLoaded(weighings, 'The weighings could not be loaded.');

  const table = () => {
    if (notLoaded) return <p className="fh-report-empty">{notLoaded}</p>;
    if (!rows) return <Spinner size={32} aria-label="Loading the gains" />;
    if (rows.every((row) => row.head === 0)) return <p className="fh-report-empty">No animal was weighed twice in the last {days} days.</p>;
    return (
      <table className="fh-report-table">
        <thead>
          <tr>
            <th scope="col">Pasture</th>
            <th scope="col" className="fh-report-number">
              Head weighed
            </th>
            <th scope="col" className="fh-report-number">
              ADG (lb/day)
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.pasture}>
              <th scope="row">{row.pasture}</th>
              <td className="fh-report-number">{row.head}</td>
              <td className="fh-report-number">{gainFigure(row.adg)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  };

  return (
    <>
      <SegmentedControl inline className="fh-report-period" aria-label="Period" options={PERIODS} value={days} onValueChange={setDays} />
      {table()}
    </>
  );
}
