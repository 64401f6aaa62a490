import { Button, InputGroup } from '@blueprintjs/core';
import { Cross, Search } from '@blueprintjs/icons';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** What the box searches, as its accessible name ("Search cattle"). */
  label: string;
  placeholder: string;
  className?: string;
}

/** A list's search box, with its own clear button. */
export function SearchBox({ value, onChange, label, placeholder, className }: SearchBoxProps) {
  return (
    <InputGroup
      className={className}
      // A text box in the search role, not type=search: browsers draw their own clear button in a
      // search input, a second one beside ours. Phones still show their search key.
      type="text"
      role="searchbox"
      inputMode="search"
      enterKeyHint="search"
      size="large"
      leftIcon={<Search />}
      placeholder={placeholder}
      aria-label={label}
      value={value}
      onValueChange={onChange}
      rightElement={
        value ? <Button variant="minimal" icon={<Cross />} aria-label="Clear search" onClick={() => onChange('')} /> : undefined
      }
    />
  );
}
