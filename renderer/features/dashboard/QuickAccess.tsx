import type { ScreenPath } from '../../screens';
import { ScreenLink } from '../../screens/ScreenLink';

// "Quick Access": six cards to the screens a rancher reaches for from home, with what each holds.
const LINKS: readonly { to: ScreenPath; description: string }[] = [
  { to: '/breeding-management', description: 'Heat and breeding' },
  { to: '/genetics', description: 'Semen and embryos' },
  { to: '/tutorial', description: 'Step-by-step guide' },
  { to: '/storage-tanks', description: 'Tank management' },
  { to: '/forage', description: 'Feed inventory' },
  { to: '/reports', description: 'Analytics and data' },
];

export function QuickAccess() {
  return (
    <section className="fh-dashboard-section" aria-labelledby="quick-access-heading">
      <div className="fh-dashboard-section-head">
        <h2 id="quick-access-heading" className="fh-dashboard-section-title">
          Quick Access
        </h2>
      </div>
      <nav className="fh-quick-grid" aria-labelledby="quick-access-heading">
        {LINKS.map((link) => (
          <ScreenLink key={link.to} to={link.to} description={link.description} />
        ))}
      </nav>
    </section>
  );
}
