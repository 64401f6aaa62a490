import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Edit, Learning, TimelineEvents, Tree } from '@blueprintjs/icons';
import { useEffect, useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { CowIcon } from '../CowIcon';
import { useWelcomeStore } from './store';
import { Dialog } from '../Dialog';
import './WelcomeDialog.css';

const STEPS: { icon: ReactElement; title: string; text: string }[] = [
  { icon: <Tree />, title: 'Set up pastures', text: 'Name your pastures and how many head each carries.' },
  { icon: <CowIcon />, title: 'Add your cattle', text: 'Tag, breed, pasture and birth date for each animal.' },
  { icon: <TimelineEvents />, title: 'Log activities', text: 'Record calving, breeding, heat, vaccinations and moves.' },
  { icon: <Edit />, title: 'Customize your view', text: 'Pick the tabs and dashboard widgets you use most.' },
];

/** The first-visit welcome: shown once per device, after the first sign-in. */
export function WelcomeDialog() {
  const navigate = useNavigate();
  const markSeen = useWelcomeStore((state) => state.markSeen);
  // Decided once per mount: the flag is set as soon as the dialog shows, so a reload never repeats it.
  const [isOpen, setOpen] = useState(() => !useWelcomeStore.getState().settings);

  useEffect(() => {
    if (isOpen) markSeen();
  }, [isOpen, markSeen]);

  const close = () => setOpen(false);
  const startTutorial = () => {
    close();
    void navigate('/tutorial');
  };

  return (
    <Dialog isOpen={isOpen} onClose={close} title="Welcome to Farm Hand" className="fh-welcome">
      <DialogBody>
        <p className="fh-welcome-lead">Your herd, pastures and breeding records in your pocket. Four steps get you going:</p>
        <ol className="fh-welcome-steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="fh-welcome-step">
              <span className="fh-icon-tile">{step.icon}</span>
              <span>
                <strong>
                  {index + 1}. {step.title}
                </strong>
                <span className="fh-welcome-step-text">{step.text}</span>
              </span>
            </li>
          ))}
        </ol>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button variant="minimal" size="large" text="Skip and Explore" onClick={close} />
            <Button intent="primary" size="large" icon={<Learning />} text="Start Tutorial" onClick={startTutorial} />
          </>
        }
      />
    </Dialog>
  );
}
