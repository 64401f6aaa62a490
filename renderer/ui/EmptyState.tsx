import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './EmptyState.css';

interface EmptyStateProps {
  /** The heading's level where it stands: 2 on a page under its h1, 3 in a dialog under its title. */
  level: 2 | 3;
  title: string;
  icon?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/**
 * Blueprint's "non-ideal state" (nothing to show, and the way on), with its title at the heading
 * level its place calls for: Blueprint's own always uses h4, which skips levels under an h1 or a
 * dialog's h2 and leaves screen-reader users guessing at the page's outline.
 */
export function EmptyState({ level, title, icon, description, action, className }: EmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={[Classes.NON_IDEAL_STATE, `${Classes.NON_IDEAL_STATE}-vertical`, className].filter(Boolean).join(' ')}>
      {icon ? (
        <div className={`${Classes.NON_IDEAL_STATE_VISUAL} fh-empty-state-icon`} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <div className={Classes.NON_IDEAL_STATE_TEXT}>
        <Heading className={`${Classes.HEADING} fh-empty-state-title`}>{title}</Heading>
        {description ? <div>{description}</div> : null}
      </div>
      {action}
    </div>
  );
}
