import { Button, Callout } from '@blueprintjs/core';
import { Lightbulb } from '@blueprintjs/icons';
import { DEMO_ACCOUNT } from '../../../core/demo/account';

/** Advertises the demo farm, and fills the sign-in form with it in one tap. */
export function DemoAccountCallout({ onUse }: { onUse: () => void }) {
  return (
    // Its heading is an h2 of our own: the callout's built-in title would be an h5 under the page's h1.
    <Callout className="fh-demo" icon={<Lightbulb />} intent="success">
      <h2 className="fh-demo-title">Just looking around?</h2>
      <p className="fh-demo-text">
        Try the demo farm, a herd of about 120 head: <strong>{DEMO_ACCOUNT.email}</strong> with password{' '}
        <strong>{DEMO_ACCOUNT.password}</strong>.
      </p>
      <Button variant="outlined" intent="success" text="Use demo account" onClick={onUse} />
    </Callout>
  );
}
