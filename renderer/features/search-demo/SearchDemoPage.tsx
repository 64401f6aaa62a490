import { Button, Card } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { useState } from 'react';
import { findNamedAnimal } from '../../../core/domain';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { useHerd } from '../../ui/useHerd';
import { AnimalPicker } from '../../ui/AnimalPicker';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { SearchBox } from '../../ui/SearchBox';
import { useCattleSearch } from '../../ui/useCattleSearch';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { AnimalDetails } from './AnimalDetails';
import { DEMO_QUERIES } from './demo-queries';
import { SearchResults } from './SearchResults';
import { searchDemoScreen } from './screen';
import './SearchDemoPage.css';

/** Long enough to skip the keystrokes of a word being typed. */
const SEARCH_DEBOUNCE_MS = 150;

/** The fuzzy cattle search laid open: the picker, sample queries, and what each kind of search finds. */
export default function SearchDemoPage() {
  const herd = useHerd();
  const animals = herd.data ?? [];
  const search = useCattleSearch(herd.data);
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<CattleRecord | null>(null);
  const settled = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);

  return (
    <div className="fh-search-demo">
      <PageHeader
        icon={<searchDemoScreen.icon />}
        title={searchDemoScreen.title}
        subtitle="Find an animal by name, tag, type, breed, pasture, sire or dam, even with a typo."
      />
      <div className="fh-search-demo-grid">
        <div className="fh-search-demo-main">
          <Card className="fh-search-demo-card">
            <AnimalPicker
              id="search-demo-picker"
              label="Cattle picker"
              animals={animals}
              value={picked ? (picked.tag ?? picked.name ?? '') : ''}
              onChange={(_key, animal) => setPicked(animal)}
              placeholder="Type a name or tag"
            />
          </Card>
          <Card className="fh-search-demo-card">
            <h2 className="fh-search-demo-heading">Search the herd</h2>
            <SearchBox label="Search query" placeholder="Try a name, a typo, a breed…" value={query} onChange={setQuery} />
            <div className="fh-search-demo-queries" role="group" aria-label="Demo queries">
              {DEMO_QUERIES.map(({ query: demo, what }) => (
                <Button key={demo} size="small" variant="outlined" onClick={() => setQuery(demo)} title={what}>
                  {demo}
                </Button>
              ))}
            </div>
            <SearchResults
              search={search}
              query={settled}
              onPick={setPicked}
              onSuggestion={(text) => {
                setQuery(text);
                const animal = findNamedAnimal(animals, text);
                if (animal) setPicked(animal);
              }}
            />
          </Card>
        </div>
        <aside className="fh-search-demo-side" aria-label="Selected animal">
          {picked ? (
            <AnimalDetails animal={picked} />
          ) : (
            <Card className="fh-search-demo-card">
              <EmptyState level={2} icon={<Search />} title="No animal selected" description="Pick an animal, or a search result, to see its details." />
            </Card>
          )}
        </aside>
      </div>
    </div>
  );
}
