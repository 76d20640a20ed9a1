/**
 * Data screens' richer pieces: cards (antd's card carries tabs, which carry a dropdown menu), lists, tabs, with
 * `/choices`' number inputs, radios and switches (the page's one copy of them). Tables are in `/table`; the
 * layout does without either.
 */
export { InputNumber, Radio, Switch } from '@cabinet/design/choices';
export { Card, List } from 'antd';
export { Tabs } from './tabs';
