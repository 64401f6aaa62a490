import { useState } from 'react';
import { AuthFrame } from './AuthFrame';
import { CreateFarmForm } from './CreateFarmForm';
import { SignInForm } from './SignInForm';
import { Tab, Tabs, type TabId } from '../../ui/Tabs';

/** /auth: "Sign In" and "Create Farm", the screen a visitor sees (besides a farm's Join page). */
export default function AuthPage({ returnTo }: { returnTo: string }) {
  const [tab, setTab] = useState<TabId>('sign-in');

  return (
    <AuthFrame footnote="Your records stay with your farm: only the members you invite see your herd.">
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
    </AuthFrame>
  );
}
