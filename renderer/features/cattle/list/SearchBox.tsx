import { Button, InputGroup } from '@blueprintjs/core';
import { Cross, Search } from '@blueprintjs/icons';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** The herd search: name, tag, breed or pasture, forgiving a typo. */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  return (
    <InputGroup
      className="fh-cattle-search"
      // A text box in the search role, not type=search: browsers draw their own clear button in a
      // search input, a second one beside ours. Phones still show their search key.
      type="text"
      role="searchbox"
      inputMode="search"
      enterKeyHint="search"
      size="large"
      leftIcon={<Search />}
      placeholder="Name, tag, breed or pasture"
      aria-label="Search cattle"
      value={value}
      onValueChange={onChange}
      rightElement={
        value ? <Button variant="minimal" icon={<Cross />} aria-label="Clear search" onClick={() => onChange('')} /> : undefined
      }
    />
  );
}
