import { Card } from '@blueprintjs/core';
import { useState } from 'react';
import { BlueprintRoot } from '../../ui/BlueprintRoot';
import { BrandMark } from '../../ui/BrandMark';
import { AuthHighlights } from './AuthHighlights';
import { CreateFarmForm } from './CreateFarmForm';
import { SignInForm } from './SignInForm';
import './AuthPage.css';
import { Tab, Tabs, type TabId } from '../../ui/Tabs';

/** /auth: "Sign In" and "Create Farm", the only screen a visitor can see. */
export default function AuthPage({ returnTo }: { returnTo: string }) {
  const [tab, setTab] = useState<TabId>('sign-in');

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
            <Tabs
              id="auth-tabs"
              selectedTabId={tab}
              onChange={setTab}
              size="large"
              renderActiveTabPanelOnly
            >
              <Tab id="sign-in" title="Sign In" panel={<SignInForm returnTo={returnTo} />} />
              <Tab id="create-farm" title="Create Farm" panel={<CreateFarmForm returnTo={returnTo} />} />
            </Tabs>
          </Card>
          <p className="fh-auth-footnote">Your records stay with your account: nobody else sees your herd.</p>
        </main>
      </div>
    </BlueprintRoot>
  );
}
