import { Button, Tag } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { displayName, FUZZY_SEARCH_MIN_CHARS, SEARCH_LIMITS, type CattleMatch, type CattleSearch } from '../../../core/domain';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { Tab, Tabs } from '../../ui/Tabs';

type TabId = 'fuzzy' | 'exact' | 'suggestions';

interface SearchResultsProps {
  search: CattleSearch<CattleRecord>;
  query: string;
  onPick: (animal: CattleRecord) => void;
  onSuggestion: (text: string) => void;
}

function AnimalRow({ animal, match, onPick }: { animal: CattleRecord; match?: CattleMatch<CattleRecord>; onPick: (a: CattleRecord) => void }) {
  return (
    <li className="fh-search-demo-row">
      <Button variant="minimal" alignText="start" fill onClick={() => onPick(animal)}>
        <span className="fh-search-demo-row-name">{displayName(animal)}</span>
        <span className="fh-search-demo-row-meta">
          {animal.type} · {animal.breed ?? 'No breed'} · {animal.pasture}
        </span>
      </Button>
      {match ? (
        <Tag minimal round intent={match.matchPercent >= 80 ? 'success' : 'none'}>
          {match.matchPercent}% match
        </Tag>
      ) : null}
    </li>
  );
}

const NOTHING = <p className="fh-search-demo-none">No cattle found.</p>;

/** The three ways to read a query: fuzzy (top 10, with the match percent), exact (name or tag contains it), suggestions (5). */
export function SearchResults({ search, query, onPick, onSuggestion }: SearchResultsProps) {
  const [tab, setTab] = useState<TabId>('fuzzy');
  const fuzzy = search.search(query, SEARCH_LIMITS.demo);
  const exact = search.exact(query).slice(0, SEARCH_LIMITS.default);
  const suggestions = search.suggestions(query, SEARCH_LIMITS.suggestions);
  const tooShort = query.trim().length < FUZZY_SEARCH_MIN_CHARS;

  const list = (rows: ReactNode[]) => (rows.length === 0 ? NOTHING : <ul className="fh-search-demo-list">{rows}</ul>);
  const fuzzyPanel = tooShort ? (
    <p className="fh-search-demo-none">Type at least {FUZZY_SEARCH_MIN_CHARS} characters for a fuzzy search.</p>
  ) : (
    list(fuzzy.map((match) => <AnimalRow key={match.item.id} animal={match.item} match={match} onPick={onPick} />))
  );
  const exactPanel = list(exact.map((animal) => <AnimalRow key={animal.id} animal={animal} onPick={onPick} />));
  const suggestionsPanel =
    suggestions.length === 0 ? (
      NOTHING
    ) : (
      <div className="fh-search-demo-suggestions">
        {suggestions.map((text) => (
          <Button key={text} variant="outlined" text={text} onClick={() => onSuggestion(text)} />
        ))}
      </div>
    );

  return (
    <Tabs id="search-demo-results" selectedTabId={tab} onChange={(id) => setTab(id as TabId)} className="fh-search-demo-tabs">
      <Tab id="fuzzy" title="Fuzzy" tagContent={fuzzy.length} tagProps={{ round: true }} panel={fuzzyPanel} />
      <Tab id="exact" title="Exact" tagContent={exact.length} tagProps={{ round: true }} panel={exactPanel} />
      <Tab id="suggestions" title="Suggestions" tagContent={suggestions.length} tagProps={{ round: true }} panel={suggestionsPanel} />
    </Tabs>
  );
}
