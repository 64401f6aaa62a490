import { LinkCard } from '../../ui/LinkCard';
import { ScreenIcon } from '../shell/screen-icons';

// Spec 1 §2.4 "Quick Access": six cards, with the spec's short names and what each screen holds.
const LINKS: readonly { path: string; title: string; description: string }[] = [
  { path: '/breeding-management', title: 'Breeding', description: 'Heat and breeding' },
  { path: '/genetics', title: 'Genetics', description: 'Semen and embryos' },
  { path: '/tutorial', title: 'Tutorial', description: 'Step-by-step guide' },
  { path: '/storage-tanks', title: 'Storage', description: 'Tank management' },
  { path: '/forage', title: 'Forage', description: 'Feed inventory' },
  { path: '/reports', title: 'Reports', description: 'Analytics and data' },
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
          <LinkCard key={link.path} to={link.path} icon={<ScreenIcon path={link.path} />} title={link.title} description={link.description} />
        ))}
      </nav>
    </section>
  );
}
