import { screenFor, type ScreenPath } from './index';

/** A screen's own icon, the same in the navigation, its header and every link to it. */
export function ScreenIcon({ path, size }: { path: ScreenPath; size?: number }) {
  const Icon = screenFor(path).icon;
  return <Icon size={size} />;
}
