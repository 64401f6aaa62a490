import { LinkCard } from '../ui/LinkCard';
import { screenFor, type ScreenPath } from './index';
import { ScreenIcon } from './ScreenIcon';

/** A card leading to a screen: its icon and name, and a line on what is there. */
export function ScreenLink({ to, description }: { to: ScreenPath; description?: string }) {
  return <LinkCard to={to} icon={<ScreenIcon path={to} />} title={screenFor(to).navLabel} description={description} />;
}
