import { Button, Callout, Card, ProgressBar } from '@blueprintjs/core';
import { ArrowLeft, ArrowRight, Endorsed, Lightbulb, Tick, TickCircle } from '@blueprintjs/icons';
import { isLastStep, isTutorialComplete, TUTORIAL_STEPS } from '../../../core/domain/tutorial';
import { LinkButton } from '../../ui/LinkButton';
import { useTutorialProgress } from './tutorial-progress';
import { TUTORIAL_TOPICS } from './tutorial-topics';

/** One topic at a time: the progress, a button per step (ticked once visited), Previous and Next. */
export function GuidedTutorial({ onOverview }: { onOverview: () => void }) {
  const { settings: progress, next, previous, goTo, startOver } = useTutorialProgress();
  const topic = TUTORIAL_TOPICS[progress.current]!;
  const complete = isTutorialComplete(progress);
  const last = isLastStep(progress);
  const stepNumber = progress.current + 1;

  return (
    <div className="fh-tutorial-guided">
      <div className="fh-tutorial-progress">
        <p className="fh-tutorial-step-count" aria-live="polite">
          Step {stepNumber} of {TUTORIAL_STEPS}
        </p>
        <ProgressBar value={stepNumber / TUTORIAL_STEPS} intent="primary" stripes={false} animate={false} aria-label={`Step ${stepNumber} of ${TUTORIAL_STEPS}`} />
      </div>
      <nav className="fh-tutorial-steps" aria-label="Tutorial steps">
        {TUTORIAL_TOPICS.map((each, index) => {
          const visited = progress.visited.includes(index);
          return (
            <Button
              key={each.id}
              className="fh-tutorial-step"
              variant={index === progress.current ? 'solid' : 'outlined'}
              intent={index === progress.current ? 'primary' : 'none'}
              icon={visited ? <Tick /> : undefined}
              text={`${index + 1}. ${each.title}`}
              aria-current={index === progress.current ? 'step' : undefined}
              aria-label={`Step ${index + 1}: ${each.title}${visited ? ' (visited)' : ''}`}
              onClick={() => goTo(index)}
            />
          );
        })}
      </nav>
      <Card className="fh-panel fh-tutorial-topic">
        <h2 className="fh-tutorial-topic-title">{topic.title}</h2>
        {topic.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <Callout intent="success" icon={<Lightbulb />} className="fh-tutorial-tips">
          <h3 className="fh-tutorial-callout-title">Pro tips</h3>
          <ul>
            {topic.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Callout>
        <LinkButton to={topic.link.to} icon={<ArrowRight />} text={topic.link.label} />
      </Card>
      {complete ? (
        <Callout intent="success" icon={<Endorsed />} className="fh-tutorial-done">
          <h2 className="fh-tutorial-callout-title">Tutorial complete</h2>
          <p>You have seen all seven topics. Work through the quick-start checklist to set your farm up.</p>
          <div className="fh-tutorial-done-actions">
            <Button intent="primary" size="large" text="Quick-start checklist" onClick={onOverview} />
            <LinkButton to="/" icon={<TickCircle />} text="Go to the dashboard" />
            <Button variant="minimal" size="large" text="Start over" onClick={startOver} />
          </div>
        </Callout>
      ) : null}
      <div className="fh-tutorial-nav">
        <Button size="large" icon={<ArrowLeft />} text="Previous" disabled={progress.current === 0} onClick={previous} />
        <Button
          size="large"
          intent="primary"
          endIcon={last ? <Tick /> : <ArrowRight />}
          text={last ? 'Complete' : 'Next'}
          disabled={last && complete}
          onClick={next}
        />
      </div>
    </div>
  );
}
