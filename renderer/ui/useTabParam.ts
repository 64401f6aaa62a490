import { useSearchParams } from 'react-router-dom';

/**
 * The chosen tab of a tabbed screen, kept in the address (`?tab=embryos`) so that a reload, the back
 * button or a shared link opens the same tab. The first tab is the default and leaves no parameter;
 * anything unknown in the address reads as the first tab. Other parameters (privacy mode's) stay.
 */
export function useTabParam<T extends string>(tabs: readonly [T, ...T[]]): [T, (tab: string | number) => void] {
  const [params, setParams] = useSearchParams();
  const [first] = tabs;
  const asTab = (value: unknown): T => tabs.find((tab) => tab === value) ?? first;
  const choose = (next: string | number) =>
    setParams(
      (last) => {
        const kept = new URLSearchParams(last);
        const tab = asTab(next);
        if (tab === first) kept.delete('tab');
        else kept.set('tab', tab);
        return kept;
      },
      { replace: true },
    );
  return [asTab(params.get('tab')), choose];
}
