import { Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { BlueprintRoot } from '../../ui/BlueprintRoot';
import { BrandMark } from '../../ui/BrandMark';
import { AuthHighlights } from './AuthHighlights';
import './AuthPage.css';

/**
 * The signed-out pages' frame (sign-in, joining a farm): the brand and what Farm Hand does, and the
 * page's card with a line under it.
 */
export function AuthFrame({ children, footnote }: { children: ReactNode; footnote: string }) {
  return (
    <BlueprintRoot>
      <div className="fh-auth">
        <header className="fh-auth-hero">
          <div className="fh-auth-brand">
            <BrandMark size={56} className="fh-auth-mark" />
            <div>
              <h1 className="fh-auth-title">Farm Hand</h1>
              <p className="fh-auth-tagline">Cattle and ranch management, made for the field.</p>
            </div>
          </div>
          <AuthHighlights />
        </header>

        <main className="fh-auth-panel">
          <Card className="fh-auth-card" elevation={2}>
            {children}
          </Card>
          <p className="fh-auth-footnote">{footnote}</p>
        </main>
      </div>
    </BlueprintRoot>
  );
}
