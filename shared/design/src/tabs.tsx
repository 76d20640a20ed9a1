import { Tabs as AntTabs, type TabsProps } from 'antd';

type RenderTabBar = NonNullable<TabsProps['renderTabBar']>;

/**
 * antd's tab bar drawn without its overflow dropdown, as it draws on a touch device: the "more" button sat inside
 * the role=tablist, which may own tabs only (axe's serious aria-required-children at 390 px). Tabs that do not
 * fit scroll inside the bar instead: a swipe or the wheel moves it, and a tab focused by the arrow keys is
 * scrolled into view, so every tab stays reachable, and the bar's edge shadows say there are more.
 */
const withoutOverflowMenu =
  (render?: RenderTabBar): RenderTabBar =>
  (props, DefaultTabBar) =>
    render ? render({ ...props, mobile: true }, DefaultTabBar) : <DefaultTabBar {...props} mobile />;

/** antd's Tabs whose tab list holds tabs only: the tabs that do not fit a phone scroll instead of folding into a menu. */
export function Tabs({ renderTabBar, ...props }: TabsProps) {
  return <AntTabs {...props} renderTabBar={withoutOverflowMenu(renderTabBar)} />;
}
