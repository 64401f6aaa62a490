import { Card } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';
import { Classes } from '../../../ui/controls';

interface WidgetCardProps {
  title: string;
  icon: ReactNode;
  /** While loading, the content (drawn from placeholder figures) shows as a skeleton of its own size. */
  loading: boolean;
  children: ReactNode;
}

/** The frame every dashboard widget shares: icon tile, title, and its content. */
export function WidgetCard({ title, icon, loading, children }: WidgetCardProps) {
  const headingId = useId();
  return (
    <Card className="fh-widget" role="region" aria-labelledby={headingId}>
      <div className="fh-widget-head">
        <span className="fh-icon-tile" aria-hidden="true">
          {icon}
        </span>
        <h3 id={headingId} className="fh-widget-title">
          {title}
        </h3>
      </div>
      <div className="fh-widget-body" aria-busy={loading}>
        {loading ? (
          <div className={Classes.SKELETON} aria-hidden="true">
            {children}
          </div>
        ) : (
          children
        )}
      </div>
    </Card>
  );
}
