import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { ApiErrorBody } from '@cabinet/api/core';
import { Button, ruleMessage } from '@cabinet/design/core';
import { Form, Input, type RuleMessageOf } from '@cabinet/design/forms';
import { renderScreen } from '@cabinet/contracts/testing';
import { checkBoundedText, checkOptionalText, textOf, useFieldRule, useShowFieldErrors } from './useFieldRule';

/** A domain's wording: its own code, then the account rules, as a remote's rule messages do. */
const messageOf: RuleMessageOf = (code, field) => {
  if (code === 'text.tooLong') return { descriptor: { id: 'test.tooLong', message: 'At most {max} characters' }, values: { max: 5 } };
  if (code === 'required') return { descriptor: ruleMessage('required', field) };
  return { descriptor: { id: 'test.other', message: 'Not allowed' } };
};

function NameForm({ refusal, onFinish }: { refusal?: ApiErrorBody; onFinish: (values: { name: string; email: string }) => void }) {
  const [form] = Form.useForm<{ name: string; email: string }>();
  const fieldRule = useFieldRule(messageOf);
  const showFieldErrors = useShowFieldErrors(messageOf);
  useEffect(() => {
    if (refusal) showFieldErrors(form, refusal, { email: 'email' });
  }, [form, refusal, showFieldErrors]);
  return (
    <Form form={form} initialValues={{ name: '', email: 'a@b.c' }} onFinish={onFinish}>
      <Form.Item name="name" label="Name" rules={[fieldRule(checkBoundedText(5))]}>
        <Input />
      </Form.Item>
      <Form.Item name="email" label="Email">
        <Input />
      </Form.Item>
      <Button htmlType="submit">Send</Button>
    </Form>
  );
}

describe('form rules from the shared checks', () => {
  it('refuse what the check refuses, in the domain’s words, and pass what it accepts', async () => {
    const onFinish = jest.fn();
    await renderScreen(<NameForm onFinish={onFinish} />, { route: 'flows' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The field cannot be empty')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Annabel');
    expect(await screen.findByText('At most 5 characters')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: 'Anna', email: 'a@b.c' }));
  });

  it('show the API’s field refusals at the fields they name, worded for the field', async () => {
    await renderScreen(<NameForm onFinish={jest.fn()} refusal={{ code: 'VALIDATION_FAILED', message: 'Invalid', fields: { email: 'required', name: 'odd.code', ghost: 'required' } }} />, {
      route: 'flows',
    });
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Not allowed')).toBeInTheDocument();
  });

  it('check text as the API does: trimmed, required or optional, within a length', () => {
    expect(checkBoundedText(3)(undefined)).toBe('required');
    expect(checkBoundedText(3)('   ')).toBe('required');
    expect(checkBoundedText(3)(' abc ')).toBeNull();
    expect(checkBoundedText(3)('abcd')).toBe('text.tooLong');
    expect(checkOptionalText(3)('')).toBeNull();
    expect(checkOptionalText(3)('abcd')).toBe('text.tooLong');
    expect(textOf(42)).toBe('');
  });
});
