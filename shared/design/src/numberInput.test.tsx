import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { I18nProvider, activateLocale, i18n, type Locale } from '@cabinet/i18n';
import { InputNumber } from '@cabinet/design/choices';
import { InputNumber as DataInputNumber } from '@cabinet/design/data';
import './plain/catalog';

// The field's label as a remote words it in the reader's language.
const PAUSE: Record<Locale, string> = {
  en: 'Pause after a person answers, minutes',
  ru: 'Пауза после ответа человека, минуты',
  'pt-BR': 'Pausa depois que uma pessoa responde, minutos',
  'uk-UA': 'Пауза після відповіді людини, хвилини',
};

async function renderField(locale: Locale, mode?: 'spinner') {
  await activateLocale(locale);
  render(
    <I18nProvider i18n={i18n}>
      <Form initialValues={{ pause: 30 }}>
        <Form.Item name="pause" label={PAUSE[locale]}>
          <InputNumber min={0} max={120} step={5} mode={mode} />
        </Form.Item>
      </Form>
    </I18nProvider>,
  );
  return screen.getByRole('spinbutton', { name: PAUSE[locale] });
}

describe('InputNumber', () => {
  it.each<Locale>(['ru', 'uk-UA'])('in %s is one spinbutton named by its label, no English step buttons beside it', async (locale) => {
    const field = await renderField(locale);
    expect(field).toHaveValue('30');
    expect(field).toHaveAttribute('aria-valuemin', '0');
    expect(field).toHaveAttribute('aria-valuemax', '120');
    // rc-input-number names its pointer-only step buttons "Increase Value" / "Decrease Value" in every language.
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(document.body.innerHTML).not.toMatch(/Increase|Decrease/);
    // The buttons are still there for the pointer.
    const [down, up] = ['down', 'up'].map((action) => document.querySelector(`.ant-input-number-action-${action}`));
    expect(up).toHaveAttribute('aria-hidden', 'true');
    expect(down).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the arrow keys and the step buttons stepping the value', async () => {
    const field = await renderField('pt-BR');
    fireEvent.keyDown(field, { key: 'ArrowUp', code: 'ArrowUp', keyCode: 38, which: 38 });
    expect(field).toHaveValue('35');
    fireEvent.keyDown(field, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(field, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40, which: 40 });
    expect(field).toHaveValue('25');
    const up = document.querySelector('.ant-input-number-action-up');
    if (!up) throw new Error('no step button');
    fireEvent.mouseDown(up);
    fireEvent.mouseUp(up);
    expect(field).toHaveValue('30');
  });

  it('hides the spinner mode’s plus and minus buttons too', async () => {
    await renderField('ru', 'spinner');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(document.querySelectorAll('.ant-input-number-action[aria-hidden="true"]')).toHaveLength(2);
  });

  it('is the one number input of every entry point', () => {
    expect(DataInputNumber).toBe(InputNumber);
  });
});
