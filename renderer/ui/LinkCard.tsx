import { ChevronRight } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './LinkCard.css';

interface LinkCardProps {
  to: string;
  icon: ReactNode;
  title: string;
  /** A second, quieter line: what is there (the dashboard's quick access, for example). */
  description?: string;
}

/** A tappable card leading to another screen: its icon in a tile, its name, a chevron. */
export function LinkCard({ to, icon, title, description }: LinkCardProps) {
  return (
    <Link to={to} className="fh-link-card">
      <span className="fh-icon-tile" aria-hidden="true">
        {icon}
      </span>
      <span className="fh-link-card-text">
        <span className="fh-link-card-title">{title}</span>
        {description ? <span className="fh-link-card-description">{description}</span> : null}
      </span>
      <ChevronRight className="fh-link-card-chevron" />
    </Link>
  );
}
