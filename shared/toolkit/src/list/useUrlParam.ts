import { useCallback } from 'react';
import { useLinks, useRoute } from '@cabinet/contracts';
import type { ListParam } from './listQuery';

/**
 * One value kept in the URL's query string (`?period=week`), read and written by `param` (`choiceParam`,
 * `optionParam`), so a reload or a shared link shows the same figures. Text the param does not recognise
 * reads as its default, which the URL leaves out; every other parameter is kept. A choice is a history
 * entry. For a list's own filters use `usePagedList`, which also pages and searches.
 */
export function useUrlParam<T>(name: string, param: ListParam<T>): [T, (value: T) => void] {
  const route = useRoute();
  const links = useLinks();
  const value = param.parse(new URLSearchParams(route.search).get(name));
  const choose = useCallback(
    (next: T) => {
      const params = new URLSearchParams(route.search);
      const text = param.format(next);
      if (text === null) params.delete(name);
      else params.set(name, text);
      const search = params.toString();
      links.navigate(route.id, route.params, { search: search ? `?${search}` : '' });
    },
    [route.search, route.id, route.params, links, name, param],
  );
  return [value, choose];
}
