/**
 * Data screens' richer pieces: cards (antd's card carries tabs, which carry a dropdown menu), lists, number
 * inputs, radios, switches, tabs. Tables are in `/table`; the layout does without either.
 */
export { Card, InputNumber, List, Radio, Switch } from 'antd';
export { Tabs } from './tabs';
