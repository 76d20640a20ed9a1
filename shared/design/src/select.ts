/**
 * antd's select, alone: with its popup and virtual list it is about 20 KB gzip, so it loads with the forms
 * that offer a choice (registration's country, the flow editor), not with the layout, whose language choice
 * is a native select.
 */
export { Select } from 'antd';
