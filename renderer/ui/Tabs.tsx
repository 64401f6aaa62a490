import { Tab, Tabs as BlueprintTabs, type TabProps, type TabsProps } from '@blueprintjs/core';
import { Children, cloneElement, isValidElement, type ReactElement } from 'react';

export { Tab, type TabId } from '@blueprintjs/core';

const isTab = (child: unknown): child is ReactElement<TabProps> => isValidElement(child) && child.type === Tab;

interface FarmTabsProps extends TabsProps {
  /** The pill-shaped tabs (theme.css). They wrap onto two lines on phones, so no sliding underline. */
  pills?: boolean;
}

/**
 * Blueprint's Tabs, walkable by keyboard: its arrow keys move only among tabs marked
 * aria-disabled="false", which a Tab writes only when `disabled` is given, so each Tab gets
 * `disabled={false}` unless it says otherwise.
 */
export function Tabs({ pills = false, className, children, ...props }: FarmTabsProps) {
  return (
    <BlueprintTabs {...props} className={[pills ? 'fh-pill-tabs' : null, className].filter(Boolean).join(' ') || undefined} animate={pills ? false : props.animate}>
      {Children.map(children, (child) => (isTab(child) ? cloneElement(child, { disabled: child.props.disabled ?? false }) : child))}
    </BlueprintTabs>
  );
}
