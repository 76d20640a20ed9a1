import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { renderWithHistory } from '../testing';
import { choiceParam, optionParam } from './listQuery';
import { useUrlParam } from './useUrlParam';

const WINDOW = choiceParam([7, 14, 30], 7);
const KIND = optionParam(['a', 'b']);

let windowDays: [number, (value: 7 | 14 | 30) => void] | null = null;
let kind: ['a' | 'b' | null, (value: 'a' | 'b' | null) => void] | null = null;
function probed<T>(value: T | null): T {
  if (value === null) throw new Error('the probe has not rendered');
  return value;
}

function Probe() {
  const days = useUrlParam('window', WINDOW);
  const chosen = useUrlParam('kind', KIND);
  useEffect(() => {
    windowDays = days;
    kind = chosen;
  });
  return null;
}

afterEach(() => {
  windowDays = null;
  kind = null;
});

describe('useUrlParam', () => {
  it('reads the choice from the URL, typed, and anything unknown as the default', async () => {
    await renderWithHistory(<Probe />, { route: 'insights', search: '?window=14&kind=c' });
    expect(probed(windowDays)[0]).toBe(14);
    expect(probed(kind)[0]).toBeNull();
  });

  it('writes a choice as a history entry, keeps the other parameters, and leaves the default out', async () => {
    const rendered = await renderWithHistory(<Probe />, { route: 'insights', search: '?period=week' });
    act(() => probed(windowDays)[1](30));
    expect(rendered.history.current()).toBe('?period=week&window=30');
    expect(probed(windowDays)[0]).toBe(30);
    act(() => probed(kind)[1]('b'));
    expect(rendered.history.current()).toBe('?period=week&window=30&kind=b');
    act(() => probed(windowDays)[1](7));
    expect(rendered.history.current()).toBe('?period=week&kind=b');
    expect(rendered.history.entries).toHaveLength(4);
    expect(rendered.navigations.every((navigation) => navigation.options?.replace !== true)).toBe(true);
  });
});
