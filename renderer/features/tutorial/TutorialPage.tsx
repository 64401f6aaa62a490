import { ScreenIcon } from '../../screens/ScreenIcon';
import { PageHeader } from '../../ui/PageHeader';
import { useTabParam } from '../../ui/useTabParam';
import { GuidedTutorial } from './GuidedTutorial';
import { QuickOverview } from './QuickOverview';
import { tutorialScreen } from './screen';
import { useTutorialProgress } from './tutorial-progress';
import './TutorialPage.css';
import { Tab, Tabs } from '../../ui/Tabs';

const TUTORIAL_TABS = ['guided', 'overview'] as const;

/** Guided Tutorial (seven topics, one at a time) and Quick Overview (the checklist and the topics). */
export default function TutorialPage() {
  const [tab, setTab] = useTabParam(TUTORIAL_TABS);
  const goTo = useTutorialProgress((state) => state.goTo);
  const openTopic = (index: number) => {
    goTo(index);
    setTab('guided');
  };
  return (
    <div className="fh-tutorial">
      <PageHeader icon={<ScreenIcon path={tutorialScreen.path} size={24} />} title={tutorialScreen.title} subtitle="Seven short steps from first pasture to working at the chute" />
      <Tabs id="tutorial-tabs" pills className="fh-page-tabs" selectedTabId={tab} onChange={setTab} renderActiveTabPanelOnly>
        <Tab id="guided" title="Guided Tutorial" panel={<GuidedTutorial onOverview={() => setTab('overview')} />} />
        <Tab id="overview" title="Quick Overview" panel={<QuickOverview onOpenTopic={openTopic} />} />
      </Tabs>
    </div>
  );
}
