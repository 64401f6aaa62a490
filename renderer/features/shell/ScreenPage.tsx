import { Card } from '@blueprintjs/core';
import { LinkCard } from '../../ui/LinkCard';
import { PageHeader } from '../../ui/PageHeader';
import { ScreenIcon } from './screen-icons';
import { screenFor, type Screen } from './screens';
import './ScreenPage.css';

/** A screen's page from the route table: its title, what it is for, and the screens it leads to. */
export default function ScreenPage({ screen }: { screen: Screen }) {
  const related = (screen.related ?? []).flatMap((path) => screenFor(path) ?? []);
  return (
    <div className="fh-page">
      <PageHeader icon={<ScreenIcon path={screen.path} />} title={screen.title} />
      <Card className="fh-screen-card">
        <p className="fh-screen-description">{screen.description}</p>
      </Card>
      {related.length > 0 ? (
        <section className="fh-related" aria-labelledby="related-heading">
          <h2 id="related-heading" className="fh-related-heading">
            See also
          </h2>
          <div className="fh-related-grid">
            {related.map((target) => (
              <LinkCard key={target.path} to={target.path} icon={<ScreenIcon path={target.path} />} title={target.title} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
