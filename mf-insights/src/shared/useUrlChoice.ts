import { useCallback } from 'react';
import { useLinks, useRoute } from '@cabinet/contracts';

/**
 * One choice kept in the URL's query string (`?period=week`), so a reload or a shared link shows the same
 * figures. Text it does not recognise reads as the default, which the URL leaves out.
 */
export function useUrlChoice<const V extends string | number>(name: string, options: readonly V[], defaultValue: V): [V, (value: V) => void] {
  const route = useRoute();
  const links = useLinks();
  const text = new URLSearchParams(route.search).get(name);
  const value = options.find((option) => String(option) === text) ?? defaultValue;
  const choose = useCallback(
    (next: V) => {
      const params = new URLSearchParams(route.search);
      if (next === defaultValue) params.delete(name);
      else params.set(name, String(next));
      const search = params.toString();
      links.navigate(route.id, route.params, { search: search ? `?${search}` : '' });
    },
    [route.search, route.id, route.params, links, name, defaultValue],
  );
  return [value, choose];
}
