import { Classes, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './LinkButton.css';

interface LinkButtonProps {
  to: string;
  icon: ReactNode;
  text: string;
  intent?: Intent;
  /** Large by default, as a screen's own actions are; medium beside a toolbar's buttons. */
  size?: 'medium' | 'large';
  className?: string;
}

/** A link to another screen drawn as a large Blueprint button: it navigates, so it is a link. */
export function LinkButton({ to, icon, text, intent, size = 'large', className }: LinkButtonProps) {
  const classes = [Classes.BUTTON, size === 'large' ? Classes.LARGE : null, 'fh-link-button', intent ? Classes.intentClass(intent) : null, className].filter(Boolean);
  return (
    <Link to={to} className={classes.join(' ')}>
      {icon}
      <span className={Classes.BUTTON_TEXT}>{text}</span>
    </Link>
  );
}
