import { Button } from '@blueprintjs/core';
import { Edit } from '@blueprintjs/icons';
import { enabledNavTabs } from './nav-config';
import { NavTabLink } from './NavTabLink';
import { useNavigationStore } from './store';
import './Navigation.css';

/** The same tabs as the bottom bar, as a sidebar on large screens (1024 px and up). */
export function SideNav({ onCustomize }: { onCustomize: () => void }) {
  const settings = useNavigationStore((state) => state.settings);
  return (
    <nav className="fh-side-nav" aria-label="Sidebar navigation">
      <div className="fh-side-nav-list">
        {enabledNavTabs(settings).map((tab) => (
          <NavTabLink key={tab.id} tab={tab} className="fh-side-nav-link" />
        ))}
      </div>
      <Button
        className="fh-side-nav-customize"
        variant="minimal"
        icon={<Edit />}
        text="Customize navigation"
        onClick={onCustomize}
      />
    </nav>
  );
}
