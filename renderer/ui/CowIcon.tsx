// A cow-head glyph in Blueprint's icon style (20 px grid, one filled shape), since Blueprint has
// no livestock icons. Eyes and nostrils are holes (even-odd fill) so it takes the text colour.
const COW_PATH =
  'M4 2.2c0 2.1 1 3.4 2.6 3.8l.5-1.2C5.9 4.4 4.9 3.6 4 2.2zm12 0c-.9 1.4-1.9 2.2-3.1 2.6l.5 1.2C15 5.6 16 4.3 16 2.2z' +
  'M10 3.8c3.3 0 4.6 1.7 4.5 4.6-.1 1.3-.3 2.4-.5 3.2.4.5.6 1.1.6 1.8 0 2-1.6 3.4-3.6 3.4H9c-2 0-3.6-1.4-3.6-3.4 0-.7.2-1.3.6-1.8-.2-.8-.4-1.9-.5-3.2C5.4 5.5 6.7 3.8 10 3.8z' +
  'M8 7.6a.9.9 0 1 0 0 1.8.9.9 0 0 0 0-1.8zm4 0a.9.9 0 1 0 0 1.8.9.9 0 0 0 0-1.8z' +
  'M8.2 12.3a.8 1 0 1 0 0 2 .8 1 0 0 0 0-2zm3.6 0a.8 1 0 1 0 0 2 .8 1 0 0 0 0-2z' +
  'M1.2 6.4c.3-.9 1.9-.9 3.6-.2l.4 1.6c-1.8.4-3.4.1-4-1.4zm17.6 0c-.3-.9-1.9-.9-3.6-.2l-.4 1.6c1.8.4 3.4.1 4-1.4z';

export function CowIcon({ size = 16 }: { size?: number }) {
  return (
    <span className="bp6-icon fh-icon-cow" aria-hidden="true">
      <svg width={size} height={size} viewBox="0 0 20 20" fill="currentColor">
        <path fillRule="evenodd" d={COW_PATH} />
      </svg>
    </span>
  );
}
