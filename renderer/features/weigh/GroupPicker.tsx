import { Button, Card } from '@blueprintjs/core';
import { ArrowRight } from '@blueprintjs/icons';
import { useState } from 'react';
import { displayName } from '../../../core/domain/display-name';
import { countOf } from '../../../core/domain/plural';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { SearchBox } from '../../ui/SearchBox';
import { weighedCount, type PastureGroup } from './chute-group';
import { useFoundAnimals } from './useFoundAnimals';

interface GroupPickerProps {
  pastures: readonly PastureGroup<CattleRecord>[];
  /** Every animal in the herd, for the search. */
  herd: readonly CattleRecord[];
  isWeighed: (id: string) => boolean;
  onPasture: (name: string) => void;
  onFind: (query: string) => void;
}

/** Which animals go through the chute: a pasture's, or those a search for tags and names finds. */
export function GroupPicker({ pastures, herd, isWeighed, onPasture, onFind }: GroupPickerProps) {
  const [query, setQuery] = useState('');
  const found = useFoundAnimals(herd, query);

  return (
    <div className="fh-weigh-groups">
      <Card className="fh-panel" role="region" aria-labelledby="weigh-pastures">
        <h2 id="weigh-pastures" className="fh-chute-section-title">
          A pasture
        </h2>
        <ul className="fh-weigh-pasture-list">
          {pastures.map(({ name, animals }) => (
            <li key={name}>
              <Button size="large" fill alignText="start" className="fh-weigh-pasture" onClick={() => onPasture(name)}>
                <span className="fh-weigh-pasture-name">{name}</span>
                <span className="fh-weigh-pasture-count">
                  {countOf(animals.length, 'head', 'head')} · {weighedCount(animals, isWeighed)} weighed today
                </span>
              </Button>
            </li>
          ))}
        </ul>
      </Card>
      <Card className="fh-panel" role="region" aria-labelledby="weigh-find">
        <h2 id="weigh-find" className="fh-chute-section-title">
          Or animals by tag or name
        </h2>
        <SearchBox value={query} onChange={setQuery} label="Find animals to weigh" placeholder="Tag, name, breed…" />
        {query.trim() ? (
          <>
            <p className="fh-weigh-found-count" role="status">
              {found.length > 0 ? `${countOf(found.length, 'animal')} found` : 'No cattle found.'}
            </p>
            {found.length > 0 ? (
              <>
                <ul className="fh-weigh-found" aria-label="Animals found">
                  {found.map((animal) => (
                    <li key={animal.id}>{displayName(animal)}</li>
                  ))}
                </ul>
                <Button intent="primary" size="large" endIcon={<ArrowRight />} text={`Weigh These ${found.length}`} onClick={() => onFind(query.trim())} />
              </>
            ) : null}
          </>
        ) : null}
      </Card>
    </div>
  );
}
