/** The signed-in layout and what opens over it: menus, drawers, dialogs, popovers. */
export { Badge, Drawer, Dropdown, Layout, Modal, Popover } from 'antd';
export type { MenuProps } from 'antd';
