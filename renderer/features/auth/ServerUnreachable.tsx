import { errorMessage } from '../../api/errors';
import { clearSession } from '../../api/query-client';
import { BrandMark } from '../../ui/BrandMark';
import '../../ui/SplashScreen.css';
import { useRetryUntilReached } from './useRetryUntilReached';
import { Classes } from '../../ui/controls';

/**
 * Shown when the farm server cannot be asked who is signed in: it asks again by itself until the
 * server answers; the person may also try at once, or sign out on this device.
 */
export function ServerUnreachable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  useRetryUntilReached(onRetry);
  return (
    <main className="fh-splash" role="alert">
      <BrandMark size={72} className="fh-splash-mark" />
      <h1 className="fh-splash-title">Cannot load your farm</h1>
      <p className="fh-splash-text">{errorMessage(error, 'The Farm Hand server did not answer.')}</p>
      <p className="fh-splash-text">Your farm opens by itself once the server answers.</p>
      <div className="fh-splash-actions">
        <button type="button" className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY} ${Classes.LARGE}`} onClick={onRetry}>
          <span className={Classes.BUTTON_TEXT}>Try again</span>
        </button>
        <button type="button" className={`${Classes.BUTTON} ${Classes.LARGE}`} onClick={() => void clearSession()}>
          <span className={Classes.BUTTON_TEXT}>Sign out</span>
        </button>
      </div>
    </main>
  );
}
