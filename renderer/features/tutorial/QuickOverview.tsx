import { Circle, TickCircle } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { useQuickStart } from './quick-start';
import { TUTORIAL_TOPICS } from './tutorial-topics';
import { Classes } from '../../ui/controls';

/** The quick-start checklist, and every topic as a card that opens it in the guided tutorial. */
export function QuickOverview({ onOpenTopic }: { onOpenTopic: (index: number) => void }) {
  const items = useQuickStart();
  return (
    <div className="fh-tutorial-overview">
      <section aria-labelledby="quick-start-title">
        <h2 id="quick-start-title" className="fh-tutorial-section-title">
          Quick-start checklist
        </h2>
        <ul className="fh-quick-start">
          {items.map(({ id, label, optional, to, hint, done }) => (
            <li key={id} className={done ? 'fh-quick-start-item fh-quick-start-done' : 'fh-quick-start-item'}>
              {done ? <TickCircle aria-hidden="true" /> : <Circle aria-hidden="true" />}
              <span className={done === null ? `fh-quick-start-text ${Classes.SKELETON}` : 'fh-quick-start-text'}>
                {to ? <Link to={to}>{label}</Link> : <strong>{label}</strong>}
                {optional ? ' (optional)' : null}
                <span className="fh-visually-hidden">{done ? ': done' : ': to do'}</span>
                {hint ? <span className="fh-quick-start-hint">{hint}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="topics-title">
        <h2 id="topics-title" className="fh-tutorial-section-title">
          Topics
        </h2>
        <div className="fh-tutorial-cards">
          {TUTORIAL_TOPICS.map((topic, index) => (
            <button key={topic.id} type="button" className="fh-tutorial-card" onClick={() => onOpenTopic(index)}>
              <span className="fh-tutorial-card-step">Step {index + 1}</span>
              <strong className="fh-tutorial-card-title">{topic.title}</strong>
              <span className="fh-tutorial-card-text">{topic.summary}</span>
            </button>
          ))}
        </div>
      </section>
    </div>
  );
}
