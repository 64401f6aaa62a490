import { Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** One titled card of a settings tab. */
export function SettingsSection({ title, description, children, tone }: { title: string; description?: ReactNode; children: ReactNode; tone?: 'danger' }) {
  const headingId = `settings-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card className={tone === 'danger' ? 'fh-panel fh-settings-danger' : 'fh-panel'} role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="fh-settings-section-title">
        {title}
      </h2>
      {description ? <p className="fh-settings-section-text">{description}</p> : null}
      {children}
    </Card>
  );
}
