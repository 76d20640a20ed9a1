/**
 * A form's choice controls beyond its text fields: number inputs, radios, switches (a few KB gzip). Apart from
 * `/data`'s cards, lists and tabs (about 20 KB), so a form with a switch does not fetch them.
 */
export { Radio, Switch } from 'antd';
export { InputNumber, type NumberInputProps } from './numberInput';
