import { useState } from 'react';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@cabinet/contracts/testing';
import '../catalog';
import { MessageEditor } from './MessageEditor';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <MessageEditor aria-label="Message text" value={value} onChange={setValue} />;
}

async function renderEditor(initial: string) {
  await renderScreen(<Harness initial={initial} />, { route: 'flows.edit' });
  const text = screen.getByRole('textbox', { name: 'Message text' });
  if (!(text instanceof HTMLTextAreaElement)) throw new Error('no text area');
  return text;
}

const preview = () => screen.getByTestId('message-preview');

configure({ asyncUtilTimeout: 5000 });

describe('MessageEditor', () => {
  it('inserts the variable chosen by its human name at the cursor, and the preview shows its sample value', async () => {
    const text = await renderEditor('Hello !');
    text.setSelectionRange(6, 6);
    await userEvent.click(screen.getByRole('button', { name: 'Insert a variable' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Client name/ }));
    expect(text).toHaveValue('Hello {clientName}!');
    expect(preview()).toHaveTextContent('Hello Anna!');
  });

  it('makes the selection bold, shown bold in the preview', async () => {
    const text = await renderEditor('Big sale today');
    text.setSelectionRange(4, 8);
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(text).toHaveValue('Big *sale* today');
    expect(within(preview()).getByText('sale').tagName).toBe('STRONG');
    text.setSelectionRange(11, 16);
    await userEvent.click(screen.getByRole('button', { name: 'Italic' }));
    expect(within(preview()).getByText('today').tagName).toBe('EM');
  });

  it('cleans pasted HTML to text, markers and the allowed formats', async () => {
    const text = await renderEditor('');
    const html = '<p style="color:red">Hi <b>there</b><script>alert(1)</script> <a href="https://x.example">link</a> <span data-variable="clientName">Anna</span></p>';
    fireEvent.paste(text, { clipboardData: { getData: (type: string) => (type === 'text/html' ? html : 'Hi there link Anna') } });
    expect(text).toHaveValue('Hi *there* link (https://x.example) {clientName}');
  });

  it('flags unknown variables and counts the characters', async () => {
    await renderEditor('Hi {clientNmae}');
    expect(screen.getByText('Unknown variables: {clientNmae}. Choose them from “Insert a variable”.')).toBeInTheDocument();
    expect(screen.getByText('15 of 4096 characters')).toBeInTheDocument();
  });
});
