import { BrandMark } from './BrandMark';
import './SplashScreen.css';

/** The first thing anyone sees while the app asks who is signed in. */
export function SplashScreen() {
  return (
    <main className="fh-splash" aria-busy="true">
      <BrandMark size={72} className="fh-splash-mark" />
      <div className="fh-splash-spinner" aria-hidden="true" />
      <p className="fh-splash-text" role="status">
        Loading your farm data...
      </p>
    </main>
  );
}
