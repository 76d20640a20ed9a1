/** The signed-in layout and what opens over it: menus, drawers, dialogs, popovers, tooltips. */
export { Badge, Drawer, Dropdown, Layout, Modal, Popover } from 'antd';
export type { MenuProps } from 'antd';
export { MOBILE_TOOLTIP_MS, Tooltip } from './tooltip';
