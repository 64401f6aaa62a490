import {
  Chart,
  Cog,
  Database,
  Document,
  Export,
  Heart,
  Home,
  Learning,
  Search,
  Shield,
  Snowflake,
  Tag,
  TimelineEvents,
  Tractor,
  Tree,
  LabTest,
} from '@blueprintjs/icons';
import type { ComponentType } from 'react';
import { CowIcon } from '../../ui/CowIcon';

// One icon per screen, shared by the navigation bars and the screens' headers.
const ICONS: Record<string, ComponentType> = {
  '/': Home,
  '/cattle': CowIcon,
  '/calves': Tag,
  '/activities': TimelineEvents,
  '/pastures': Tree,
  '/semen-tanks': Snowflake,
  '/embryos': LabTest,
  '/storage-tanks': Database,
  '/genetics': LabTest,
  '/forage': Tractor,
  '/reports': Chart,
  '/settings': Cog,
  '/breeding-management': Heart,
  '/tutorial': Learning,
  '/export-data': Export,
  '/search-demo': Search,
  '/privacy-guide': Shield,
};

export function ScreenIcon({ path }: { path: string }) {
  const Icon = ICONS[path] ?? Document;
  return <Icon />;
}
