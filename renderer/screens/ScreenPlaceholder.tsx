import { Card } from '@blueprintjs/core';
import { PageHeader } from '../ui/PageHeader';
import { screenFor, type ScreenPath } from './index';
import { ScreenIcon } from './ScreenIcon';
import { ScreenLink } from './ScreenLink';
import './ScreenPlaceholder.css';

interface ScreenPlaceholderProps {
  path: ScreenPath;
  /** What the screen is for, in a rancher's words. */
  description: string;
  /** Screens that hold what a visitor here may be after. */
  related?: readonly ScreenPath[];
}

/** The page of a screen whose records are not kept yet: what it will hold, and where to go meanwhile. */
export function ScreenPlaceholder({ path, description, related = [] }: ScreenPlaceholderProps) {
  return (
    <div className="fh-page">
      <PageHeader icon={<ScreenIcon path={path} />} title={screenFor(path).title} />
      <Card className="fh-screen-card">
        <p className="fh-screen-description">{description}</p>
      </Card>
      {related.length > 0 ? (
        <section className="fh-related" aria-labelledby="related-heading">
          <h2 id="related-heading" className="fh-related-heading">
            See also
          </h2>
          <div className="fh-related-grid">
            {related.map((target) => (
              <ScreenLink key={target} to={target} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
