// The app's global stylesheets, imported once by main.tsx: Blueprint's, then Farm Hand's theme
// over it. Screens bring their own small stylesheets with their components.
import '@blueprintjs/core/lib/css/blueprint.css';
import './theme.css';
