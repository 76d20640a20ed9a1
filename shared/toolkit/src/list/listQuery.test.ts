import { choiceParam, optionListParam, optionParam, readListState, writeListState, type ListSpec, type ListState } from './listQuery';

interface Filters {
  status: Array<'on' | 'off' | 'paused'>;
  kind: 'a' | 'b' | null;
  view: 'all' | 'mine';
}

const spec: ListSpec<'title' | 'createdAt', Filters> = {
  sortFields: ['title', 'createdAt'],
  filters: { status: optionListParam(['on', 'off', 'paused']), kind: optionParam(['a', 'b']), view: choiceParam(['all', 'mine'], 'all') },
  pageSize: 20,
  pageSizeOptions: [10, 20, 50],
  defaultSort: null,
};

const DEFAULTS: ListState<'title' | 'createdAt', Filters> = { page: 1, pageSize: 20, sort: null, search: '', filters: { status: [], kind: null, view: 'all' } };

describe('the list state in a query string', () => {
  it('reads a plain URL as every default, and writes the defaults as nothing', () => {
    expect(readListState('', spec)).toEqual(DEFAULTS);
    expect(writeListState('', readListState('', spec), spec)).toBe('');
  });

  it('reads every parameter it owns, typed', () => {
    const state = readListState('?search=%20Anna%20&status=off,on&kind=b&view=mine&sort=createdAt&order=desc&page=4&pageSize=50', spec);
    expect(state).toEqual({ page: 4, pageSize: 50, sort: { field: 'createdAt', order: 'desc' }, search: 'Anna', filters: { status: ['off', 'on'], kind: 'b', view: 'mine' } });
  });

  it('reads what it does not know as the default', () => {
    const state = readListState('?status=on,weird,on&kind=c&view=theirs&sort=colour&order=up&page=0&pageSize=7', spec);
    expect(state).toEqual({ ...DEFAULTS, filters: { status: ['on'], kind: null, view: 'all' } });
    expect(readListState('?page=-2', spec).page).toBe(1);
    expect(readListState('?page=2.5', spec).page).toBe(1);
    expect(readListState('?page=abc', spec).page).toBe(1);
    // A sort without its direction is ascending.
    expect(readListState('?sort=title', spec).sort).toEqual({ field: 'title', order: 'asc' });
  });

  it('writes a state back to the same text: a written URL never needs correcting', () => {
    const written = writeListState('', { page: 2, pageSize: 50, sort: { field: 'title', order: 'asc' }, search: 'a, b & c', filters: { status: ['paused', 'on'], kind: 'a', view: 'mine' } }, spec);
    expect(written).toBe('?search=a,%20b%20%26%20c&status=paused,on&kind=a&view=mine&sort=title&order=asc&page=2&pageSize=50');
    expect(writeListState(written, readListState(written, spec), spec)).toBe(written);
    expect(readListState(written, spec).search).toBe('a, b & c');
  });

  it('keeps the parameters it does not own, and drops its own that are invalid', () => {
    const search = '?video=intro&page=x&status=bogus&utm_source=mail';
    expect(writeListState(search, readListState(search, spec), spec)).toBe('?video=intro&utm_source=mail');
  });

  it('leaves the default sort out of the URL', () => {
    const sorted = { ...spec, defaultSort: { field: 'createdAt' as const, order: 'desc' as const } };
    expect(readListState('', sorted).sort).toEqual({ field: 'createdAt', order: 'desc' });
    expect(writeListState('', { ...DEFAULTS, sort: { field: 'createdAt', order: 'desc' } }, sorted)).toBe('');
    expect(writeListState('', { ...DEFAULTS, sort: { field: 'createdAt', order: 'asc' } }, sorted)).toBe('?sort=createdAt&order=asc');
  });
});
