import { Home } from '@blueprintjs/icons';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '../../ui/LinkButton';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import './NotFoundPage.css';

/** Any path outside the route table: "Page Not Found", with a way home. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page Not Found');
  return (
    <div className="fh-not-found">
      <p className="fh-not-found-code" aria-hidden="true">
        404
      </p>
      <h1 className="fh-not-found-title">Page Not Found</h1>
      <p className="fh-not-found-text">
        There is no page at <code>{pathname}</code>. It may have moved, or the address may be mistyped.
      </p>
      <LinkButton to="/" intent="primary" icon={<Home />} text="Back to Home" className="fh-not-found-home" />
    </div>
  );
}
