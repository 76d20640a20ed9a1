/** The signed-in layout and what opens over it: menus, drawers, dialogs, popovers, tooltips. */
export { Badge, Drawer, Dropdown, Layout, Modal, Popover } from 'antd';
export type { MenuProps } from 'antd';
export { MOBILE_TOOLTIP_MS, Tooltip, useTooltipOpen } from './tooltip';
/** The news as the layout's bell and sidebar show them (and the back office previews them). */
export { NEWS_BANNER_IMAGE_STYLE, NewsItemView } from './newsItem';
