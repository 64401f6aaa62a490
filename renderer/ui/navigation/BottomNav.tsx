import { Edit } from '@blueprintjs/icons';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { enabledNavTabs } from './nav-config';
import { NavTabLink } from './NavTabLink';
import { useNavigationStore } from './store';
import { useScrollEdges } from './useScrollEdges';
import './Navigation.css';

/** Width of the fade on a scrollable edge (Navigation.css). */
const EDGE_FADE_PX = 40;

/** The phone's tab bar (hidden from 1024 px up). It scrolls sideways when the tabs do not fit. */
export function BottomNav({ onCustomize }: { onCustomize: () => void }) {
  const settings = useNavigationStore((state) => state.settings);
  const track = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const edges = useScrollEdges(track, settings);

  // Keep the current tab in view (clear of the faded edge) when it sits past the edge of the bar.
  // The observer reports after the screen is laid out, so nothing is measured inside a render.
  useEffect(() => {
    const bar = track.current;
    const current = bar?.querySelector('[aria-current="page"]');
    if (!bar || !current) return;
    const watch = new IntersectionObserver(
      ([entry]) => {
        watch.disconnect();
        if (!entry || entry.intersectionRatio >= 1) return;
        const barBox = bar.getBoundingClientRect();
        const tabBox = entry.boundingClientRect;
        if (tabBox.right > barBox.right) bar.scrollLeft += tabBox.right - barBox.right + EDGE_FADE_PX;
        else if (tabBox.left < barBox.left) bar.scrollLeft -= barBox.left - tabBox.left + EDGE_FADE_PX;
      },
      { root: bar, threshold: 1 },
    );
    watch.observe(current);
    return () => watch.disconnect();
  }, [pathname]);

  return (
    <nav className="fh-bottom-nav" aria-label="Main navigation">
      <div
        className="fh-bottom-nav-track"
        ref={track}
        data-more-start={edges.start || undefined}
        data-more-end={edges.end || undefined}
      >
        {enabledNavTabs(settings).map((tab) => (
          <NavTabLink key={tab.id} tab={tab} className="fh-bottom-nav-tab" />
        ))}
        <button type="button" className="fh-bottom-nav-tab" onClick={onCustomize}>
          <Edit />
          <span className="fh-nav-label">Edit</span>
        </button>
      </div>
    </nav>
  );
}
