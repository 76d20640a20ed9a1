import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { activeTariffQuery, currentUserQuery, nearestPaymentEndDateQuery } from './account/account';
import type { ApiClient } from './client';
import { newsQuery, type NewsLanguage } from './news/news';

const ApiClientContext = createContext<ApiClient | null>(null);

/** This package is a page singleton, so the shell and every remote read the same context. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an ApiClientProvider above it');
  return client;
}

export function useCurrentUser(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentUserQuery(useApiClient()), enabled: options.enabled ?? true });
}

export function useNearestPaymentEndDate(options: { enabled?: boolean } = {}) {
  return useQuery({ ...nearestPaymentEndDateQuery(useApiClient()), enabled: options.enabled ?? true });
}

export function useActiveTariff(options: { enabled?: boolean } = {}) {
  return useQuery({ ...activeTariffQuery(useApiClient()), enabled: options.enabled ?? true });
}

export function useNews(options: { enabled?: boolean; language?: NewsLanguage } = {}) {
  return useQuery({ ...newsQuery(useApiClient(), options.language), enabled: options.enabled ?? true });
}
