import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillPath } from '@cabinet/api/core';
import { DIALOG360_PATHS } from '@cabinet/api/messaging';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../../catalog';
import { WabaTemplatesScreen } from './WabaTemplatesScreen';

const ACCOUNT_ID = '0b7c1e4e-9f3a-4c55-8d2e-3a1f0c9b7d11';
const NOW = new Date().toISOString();
const account = { id: ACCOUNT_ID, kind: 'waba', provider: 'dialog360', instanceProvider: null, name: 'WABA (Dialog360)', phone: '+79005550101', state: 'authorized', testUntil: null, paidUpTo: null, switching: null, createdAt: NOW };
const template = (overrides: Record<string, unknown>) => ({
  id: '1b7c1e4e-9f3a-4c55-8d2e-3a1f0c9b7d12',
  accountId: ACCOUNT_ID,
  name: 'visit_reminder',
  category: 'UTILITY',
  language: 'en',
  type: 'standard',
  body: 'See you tomorrow',
  status: 'pending',
  rejectedReason: null,
  createdAt: NOW,
  syncedAt: NOW,
  ...overrides,
});

function api(list: unknown, onCreate: (body: unknown) => Response) {
  const templates = fillPath(DIALOG360_PATHS.templates, { id: ACCOUNT_ID });
  return async (request: Request, path: string) => {
    if (path !== templates) return undefined;
    return request.method === 'POST' ? onCreate(await request.json()) : Response.json(list);
  };
}
const render = (list: unknown, onCreate: (body: unknown) => Response = () => Response.json({}, { status: 500 })) =>
  renderScreen(<WabaTemplatesScreen />, { route: 'accounts.dialog360.templates', params: { accountId: ACCOUNT_ID }, api: api(list, onCreate) });

describe('WabaTemplatesScreen (/accounts/dialog360/templates/{accountId})', () => {
  it('shows each template with its review, a rejected one with its reason worded', async () => {
    await render({
      account,
      syncFailed: false,
      templates: [
        template({}),
        template({ id: '2', name: 'thanks', status: 'approved' }),
        template({ id: '3', name: 'spring_sale', category: 'MARKETING', type: 'media', status: 'rejected', rejectedReason: 'PROMOTIONAL' }),
        template({ id: '4', name: 'odd_one', status: 'rejected', rejectedReason: 'SOMETHING_NEW' }),
      ],
    });
    expect(await screen.findByText('WABA number +79005550101')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'visit_reminder' })).getByText('Pending')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'thanks' })).getByText('Approved')).toBeInTheDocument();
    const rejected = within(screen.getByRole('listitem', { name: 'spring_sale' }));
    expect(rejected.getByText('Rejected')).toBeInTheDocument();
    expect(rejected.getByText('Reason: promotional content in a non-marketing category')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'odd_one' })).getByText('Reason: SOMETHING_NEW')).toBeInTheDocument();
    expect(screen.getByText(/A new template waits for WhatsApp’s review/)).toBeInTheDocument();
  });

  it('refuses a name against section 5 at the field without asking the API, keeping what was typed', async () => {
    const created: unknown[] = [];
    await render({ account, syncFailed: false, templates: [] }, (body) => {
      created.push(body);
      return Response.json(template({ name: 'visit_reminder' }), { status: 201 });
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Template name'), 'Visit reminder');
    await user.type(screen.getByLabelText('Message text'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Create and send for review' }));
    // The rule's message sits under the field (antd's field messages are not alerts).
    expect(await screen.findByText(/Template title: lowercase English letters and digits, no spaces/)).toBeInTheDocument();
    expect(screen.getByLabelText('Template name')).toHaveValue('Visit reminder');
    expect(screen.getByLabelText('Template name')).toHaveAttribute('aria-invalid', 'true');
    expect(created).toEqual([]);
  });

  it('shows the API’s refusal of a taken name at the field, and says when 360dialog could not be read', async () => {
    await render({ account, syncFailed: true, templates: [] }, () =>
      Response.json({ message: 'taken', code: 'WABA_TEMPLATE_NAME_TAKEN', fields: { name: 'waba.template.name.taken' } }, { status: 409 }),
    );
    expect(await screen.findByText('WABA: error getting the templates’ status from 360dialog')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Template name'), 'visit_reminder');
    await user.type(screen.getByLabelText('Message text'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Create and send for review' }));
    expect(await screen.findByText('This number already has a template with this name and language')).toBeInTheDocument();
    expect(screen.getByLabelText('Template name')).toHaveValue('visit_reminder');
  });
});
