import { NavLink } from 'react-router-dom';
import { ScreenIcon } from '../../screens/ScreenIcon';
import type { NavTab } from './nav-config';

/** One navigation tab: icon and label, marked current (aria-current) on its own screen. */
export function NavTabLink({ tab, className }: { tab: NavTab; className: string }) {
  return (
    <NavLink to={tab.path} end={tab.path === '/'} className={className}>
      <ScreenIcon path={tab.path} />
      <span className="fh-nav-label">{tab.label}</span>
    </NavLink>
  );
}
