import type { ReactElement } from 'react';
import { InputNumber as AntInputNumber, type InputNumberProps } from 'antd';
// The icons antd's number input draws itself (the same modules: nothing added to the page).
import { DownOutlined, MinusOutlined, PlusOutlined, UpOutlined } from '@ant-design/icons';

type NumberValue = string | number;
/** antd's ref of the field (the input, with its root as `nativeElement`), a type antd does not export. */
type NumberInputRef = Parameters<typeof AntInputNumber>[0]['ref'];

export type NumberInputProps<T extends NumberValue = NumberValue> = Omit<InputNumberProps<T>, 'controls'> & {
  /** The step buttons beside the field (antd's default: shown); their icons are the design package's. */
  controls?: boolean;
  ref?: NumberInputRef;
};

/**
 * antd's step buttons are spans that rc-input-number names "Increase Value" / "Decrease Value" in English,
 * whatever the page's language, with no prop to change it. They are for the pointer only: no tab stop, and
 * the field itself is the spinbutton, named by its label in the reader's language, announcing its value and
 * range, and stepped by the arrow keys (which stay). A screen reader only met them as two more buttons per
 * field, named the same for every field. So they leave the accessibility tree, their English name with them.
 * React sets the name once and, the prop never changing, does not set it again.
 */
function hideStepButton(icon: HTMLSpanElement | null): void {
  const button = icon?.parentElement;
  if (!button) return;
  button.setAttribute('aria-hidden', 'true');
  button.removeAttribute('aria-label');
}

const ARROWS = { upIcon: <UpOutlined ref={hideStepButton} />, downIcon: <DownOutlined ref={hideStepButton} /> };
const SIGNS = { upIcon: <PlusOutlined ref={hideStepButton} />, downIcon: <MinusOutlined ref={hideStepButton} /> };

/**
 * antd's number input whose step buttons are hidden from screen readers (above): every number input of the
 * product is this one; lint keeps antd's own out of the design package's other files.
 */
export function InputNumber<T extends NumberValue = NumberValue>({ controls = true, ...props }: NumberInputProps<T>): ReactElement {
  return <AntInputNumber<T> {...props} controls={controls ? (props.mode === 'spinner' ? SIGNS : ARROWS) : false} />;
}
