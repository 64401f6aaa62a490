import { Button, Callout } from '@blueprintjs/core';
import { Lightbulb } from '@blueprintjs/icons';
import { DEMO_ACCOUNT } from '../../../core/demo/account';

/** Advertises the demo farm, and fills the sign-in form with it in one tap. */
export function DemoAccountCallout({ onUse }: { onUse: () => void }) {
  return (
    <Callout className="fh-demo" icon={<Lightbulb />} intent="success" title="Just looking around?">
      <p className="fh-demo-text">
        Try the demo farm, a herd of about 120 head: <strong>{DEMO_ACCOUNT.email}</strong> with password{' '}
        <strong>{DEMO_ACCOUNT.password}</strong>.
      </p>
      <Button variant="outlined" intent="success" text="Use demo account" onClick={onUse} />
    </Callout>
  );
}
