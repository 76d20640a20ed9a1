import { fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { renderScreen } from './testing';
import { createUnsavedChanges, useUnsavedChanges } from './unsavedChanges';

describe('createUnsavedChanges', () => {
  it('blocks a navigation a hold says leaves the screen, and none once released', () => {
    const unsaved = createUnsavedChanges();
    const told: boolean[] = [];
    unsaved.subscribe(() => told.push(unsaved.blocks()));
    const release = unsaved.hold({ leaves: (target) => target.id !== 'flows.edit' });
    expect(unsaved.blocks({ id: 'flows', params: {} })).toBe(true);
    expect(unsaved.blocks({ id: 'flows.edit', params: { tab: 'schedule' } })).toBe(false);
    expect(unsaved.blocks()).toBe(true);
    release();
    release();
    expect(unsaved.blocks({ id: 'flows', params: {} })).toBe(false);
    expect(told).toEqual([true, false]);
  });

  it('blocks every navigation for a hold without a rule', () => {
    const unsaved = createUnsavedChanges();
    unsaved.hold({});
    expect(unsaved.blocks({ id: 'flows.edit', params: {} })).toBe(true);
  });
});

function Editor() {
  const [text, setText] = useState('');
  useUnsavedChanges(text !== '', (target) => target.id !== 'flows.editTextInFlows');
  return <input aria-label="Text" value={text} onChange={(event) => setText(event.target.value)} />;
}

describe('useUnsavedChanges', () => {
  it('holds the page while the screen has unsaved input and lets go once it has none', async () => {
    const rendered = await renderScreen(<Editor />, { route: 'flows.editTextInFlows' });
    const input = rendered.getByLabelText('Text');
    expect(rendered.unsavedChanges.blocks({ id: 'flows', params: {} })).toBe(false);
    fireEvent.change(input, { target: { value: 'Hello' } });
    expect(rendered.unsavedChanges.blocks({ id: 'flows', params: {} })).toBe(true);
    expect(rendered.unsavedChanges.blocks({ id: 'flows.editTextInFlows', params: {} })).toBe(false);
    rendered.unmount();
    expect(rendered.unsavedChanges.blocks({ id: 'flows', params: {} })).toBe(false);
  });

  it('does nothing outside a remote (no port)', () => {
    expect(() => render(<Editor />)).not.toThrow();
  });
});
