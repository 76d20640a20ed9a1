/** The signed-in layout and what opens over it: menus, drawers, dialogs, popovers, lists. */
export { Badge, Drawer, Dropdown, Layout, List, Modal, Popover } from 'antd';
export type { MenuProps } from 'antd';
