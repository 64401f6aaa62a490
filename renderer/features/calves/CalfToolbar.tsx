import { YearPicker } from '../../ui/YearPicker';
import { SearchBox } from '../../ui/SearchBox';
import type { CalfView } from './useCalfView';
import '../../ui/Toolbar.css';
import './CalfToolbar.css';

/** The search and the birth year; the tabs below count what these leave. */
export function CalfToolbar({ view }: { view: CalfView }) {
  return (
    <section className="fh-toolbar fh-calf-toolbar" aria-label="Search and filters">
      <SearchBox className="fh-toolbar-search fh-calf-search" label="Search calves" placeholder="Name, tag, dam or sire" value={view.query} onChange={view.setQuery} />
      <YearPicker value={view.year} today={view.today} onChange={view.setYear} />
    </section>
  );
}
