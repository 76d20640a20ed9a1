/**
 * The signed-in layout and what opens over it: menus, drawers, dialogs, popovers, lists, and selects (a
 * select is a dropdown: it shares the menu's popup and virtual list).
 */
export { Badge, Drawer, Dropdown, Layout, List, Modal, Popover, Select } from 'antd';
export type { MenuProps } from 'antd';
