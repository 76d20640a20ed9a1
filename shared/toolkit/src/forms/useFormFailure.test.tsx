import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import type { DescribedError } from '@cabinet/design/core';
import { Form, Input } from '@cabinet/design/forms';
import { renderScreen } from '@cabinet/contracts/testing';
import { useFormFailure, type FormFailure } from './useFormFailure';

function isDescribed(error: unknown): error is DescribedError {
  return typeof error === 'object' && error !== null && 'body' in error && 'message' in error;
}

/** The domain's wording of its failures, as a remote's describe does: here a failure comes already worded. */
const describeFailure = async (error: unknown): Promise<DescribedError> => (isDescribed(error) ? error : { body: null, message: 'Something went wrong' });

let failure: FormFailure | null = null;
function current(): FormFailure {
  if (!failure) throw new Error('the form has not rendered');
  return failure;
}

function SignUp() {
  const [form] = Form.useForm<{ email: string; password: string }>();
  const errors = useFormFailure(form, describeFailure, { codeFields: { USER_EXISTS: 'email' } });
  useEffect(() => {
    failure = errors;
  });
  return (
    <>
      {errors.alert}
      <Form form={form} initialValues={{ email: 'anna@example.com', password: 'secret-1' }}>
        <Form.Item name="email" label="Email">
          <Input />
        </Form.Item>
        <Form.Item name="password" label="Password">
          <Input />
        </Form.Item>
      </Form>
    </>
  );
}

afterEach(() => {
  failure = null;
});

describe('useFormFailure', () => {
  it('says a code the form knows at its field, keeping what was typed', async () => {
    await renderScreen(<SignUp />, { route: 'flows' });
    await act(() => current().show({ body: { code: 'USER_EXISTS', message: 'exists' }, message: 'A user with this email already exists' }));
    expect(await screen.findByText('A user with this email already exists')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.com');
  });

  it('says the API’s field refusals at their fields, worded for the field', async () => {
    await renderScreen(<SignUp />, { route: 'flows' });
    await act(() => current().show({ body: { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { password: 'required' } }, message: 'Invalid' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says anything else above the form until it is cleared', async () => {
    await renderScreen(<SignUp />, { route: 'flows' });
    await act(() => current().show(new Error('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    act(() => current().clear());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
