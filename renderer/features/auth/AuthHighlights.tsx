import { Heart, MobilePhone, Tree } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { CowIcon } from '../../ui/CowIcon';

const HIGHLIGHTS: { icon: ReactElement; text: string }[] = [
  { icon: <CowIcon />, text: 'Every animal on record, from birth weight to sale' },
  { icon: <Heart />, text: 'Heat, breeding and calving dates worked out for you' },
  { icon: <Tree />, text: 'Pastures, semen tanks, embryos and feed in one place' },
  { icon: <MobilePhone />, text: 'Install it on your phone and take it to the pasture' },
];

/** What Farm Hand is for, beside the sign-in form on wide screens. */
export function AuthHighlights() {
  return (
    <ul className="fh-auth-highlights">
      {HIGHLIGHTS.map(({ icon, text }) => (
        <li key={text}>
          <span className="fh-auth-highlight-icon">{icon}</span>
          {text}
        </li>
      ))}
    </ul>
  );
}
