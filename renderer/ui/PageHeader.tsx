import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle';
import './PageHeader.css';

interface PageHeaderProps {
  title: string;
  icon?: ReactNode;
  subtitle?: ReactNode;
  /** Buttons at the right of the title (they wrap under it on narrow phones). */
  actions?: ReactNode;
}

/** The top of every screen: its icon, title, a line of context and its main actions. */
export function PageHeader({ title, icon, subtitle, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <header className="fh-page-header">
      {icon ? <span className="fh-page-header-icon fh-icon-tile" aria-hidden="true">{icon}</span> : null}
      <div className="fh-page-header-text">
        <h1 className="fh-page-title">{title}</h1>
        {subtitle ? <p className="fh-page-subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="fh-page-header-actions">{actions}</div> : null}
    </header>
  );
}
