import { InputGroup } from '@blueprintjs/core';
import { CaretDown } from '@blueprintjs/icons';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { displayName, FUZZY_SEARCH_MIN_CHARS, SEARCH_LIMITS, type SearchableAnimal } from '../../core/domain';
import { animalKeyOf, findNamedAnimal } from '../../core/domain/activities';
import { FieldFrame } from './FieldFrame';
import { useCattleSearch } from './useCattleSearch';
import './AnimalPicker.css';

export interface PickableAnimal extends SearchableAnimal {
  id: string;
}

export interface AnimalPickerProps<T extends PickableAnimal> {
  id: string;
  label: string;
  animals: readonly T[];
  /** The picked animal's key (its tag, else its name: how activities name an animal); '' for none. */
  value: string;
  onChange: (key: string, animal: T | null) => void;
  placeholder?: string;
  /** The field's validation message. */
  error?: string | undefined;
  hint?: string;
  /** Takes the focus when it appears (the chute's tag box once its group is all weighed). */
  autoFocus?: boolean;
}

/** What the box shows for the picked animal: "101 Bessie"; a key no animal has, as written. */
function pickedText<T extends PickableAnimal>(animals: readonly T[], value: string): string {
  const animal = findNamedAnimal(animals, value);
  return animal ? displayName(animal) : value;
}

/**
 * A combobox over the herd: type to search (the fuzzy cattle search, best first), or open it to
 * browse the herd in its order. Arrow keys move through the choices, Enter picks, Escape closes.
 */
export function AnimalPicker<T extends PickableAnimal>({ id, label, animals, value, onChange, placeholder, error, hint, autoFocus }: AnimalPickerProps<T>) {
  const listId = useId();
  const search = useCattleSearch(animals);
  // What is typed while searching; null shows the picked animal (set here or from outside).
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  const picked = pickedText(animals, value);
  const text = draft ?? picked;
  const query = text.trim();
  const searching = open && draft !== null && query.length >= FUZZY_SEARCH_MIN_CHARS;
  const choices = useMemo(
    () => (searching ? search.search(query, SEARCH_LIMITS.default).map((match) => match.item) : animals.slice(0, SEARCH_LIMITS.default)),
    [searching, search, query, animals],
  );
  const optionId = (index: number) => `${id}-option-${index}`;

  // The choice the arrow keys reach stays in sight in the 200 px list.
  useEffect(() => {
    if (open) listRef.current?.querySelector(`#${CSS.escape(`${id}-option-${active}`)}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, id]);

  const close = () => {
    setOpen(false);
    setDraft(null);
  };

  const pick = (animal: T) => {
    const key = animalKeyOf(animal) ?? '';
    onChange(key, animal);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = choices.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(0);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => Math.min(last, Math.max(0, index + step)));
        return;
      }
      case 'Enter':
        // Enter picks while the list is open; with it closed it submits the form as usual.
        if (!open) return;
        event.preventDefault();
        if (choices[active]) pick(choices[active]);
        return;
      case 'Escape':
        // Escape closes the list first; only a second Escape reaches the dialog around it.
        if (!open) return;
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      default:
    }
  };

  const expanded = open && choices.length > 0;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <div className="fh-animal-picker">
          <InputGroup
            id={id}
            size="large"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded ? optionId(active) : undefined}
            placeholder={placeholder}
            autoFocus={autoFocus}
            rightElement={<CaretDown className="fh-animal-picker-caret" aria-hidden />}
            value={text}
            onValueChange={(next) => {
              setDraft(next);
              setOpen(true);
              setActive(0);
            }}
            onClick={() => {
              if (open) return;
              setOpen(true);
              // Browsing opens at the animal already picked.
              setActive(Math.max(0, choices.findIndex((animal) => animalKeyOf(animal) === value)));
            }}
            onKeyDown={onKeyDown}
            onBlur={close}
            {...control}
          />
          <ul id={listId} ref={listRef} role="listbox" aria-label={label} className="fh-animal-picker-list" hidden={!expanded}>
            {expanded
              ? choices.map((animal, index) => (
                  <li
                    key={animal.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className="fh-animal-picker-option"
                    // Keeps the focus in the box, so the list does not close before the pick.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(animal)}
                    onMouseMove={() => index !== active && setActive(index)}
                  >
                    <span className="fh-animal-picker-name">{displayName(animal)}</span>
                    <span className="fh-animal-picker-meta">{[animal.type, animal.pasture].filter(Boolean).join(' · ')}</span>
                  </li>
                ))
              : null}
          </ul>
          <div role="status" className={open && choices.length === 0 ? 'fh-animal-picker-none' : 'fh-visually-hidden'}>
            {open && choices.length === 0 ? 'No cattle found.' : ''}
          </div>
        </div>
      )}
    </FieldFrame>
  );
}
