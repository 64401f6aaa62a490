import { Card, Spinner } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';

interface WidgetCardProps {
  title: string;
  icon: ReactNode;
  loading: boolean;
  children: ReactNode;
}

/** The frame every dashboard widget shares: icon tile, title, and its content or a spinner. */
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
        {loading ? <Spinner size={24} className="fh-widget-spinner" aria-label={`Loading ${title}`} /> : children}
      </div>
    </Card>
  );
}
