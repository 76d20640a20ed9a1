import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { PATHS } from '../paths';
import { activeTariffSchema, currentUserSchema, lastPayedTariffSchema, nearestPaymentEndDateSchema, type CurrentUser } from './schemas';

// The session's fetchers, each parsing the answer with the shared schema. The sign-in pages' calls (login,
// Google, password reset, email confirmation, registration) are mf-auth's own: mf-auth/src/api/signIn.ts.

export async function revokeToken(client: ApiClient, refreshToken: string): Promise<void> {
  await client.post(PATHS.account.revokeToken, { json: { refreshToken } });
}

export async function requestSetUp(client: ApiClient): Promise<void> {
  await client.post(PATHS.account.requestSetUp);
}

export async function getCurrentUser(client: ApiClient): Promise<CurrentUser> {
  return currentUserSchema.parse(await client.get(PATHS.account.currentUser).json());
}

export async function getNearestPaymentEndDate(client: ApiClient): Promise<string | null> {
  return nearestPaymentEndDateSchema.parse(await client.get(PATHS.account.nearestPaymentEndDate).json()).nearestPaymentEndDate;
}

export async function getLastPayedTariff(client: ApiClient, userId: string): Promise<number | null> {
  const body = await client.get(PATHS.account.lastPayedTariff, { searchParams: { userId } }).json();
  return lastPayedTariffSchema.parse(body).tariff;
}

export async function getActiveTariff(client: ApiClient) {
  return activeTariffSchema.parse(await client.get(PATHS.account.activeTariff).json());
}

// Query option factories own the keys; mutations invalidate through accountKeys, never a retyped array.

export const accountKeys = {
  all: ['account'] as const,
  currentUser: () => [...accountKeys.all, 'currentUser'] as const,
  nearestPaymentEndDate: () => [...accountKeys.all, 'nearestPaymentEndDate'] as const,
  activeTariff: () => [...accountKeys.all, 'activeTariff'] as const,
  lastPayedTariff: (userId: string) => [...accountKeys.all, 'lastPayedTariff', userId] as const,
};

export const currentUserQuery = (client: ApiClient) =>
  queryOptions({ queryKey: accountKeys.currentUser(), queryFn: () => getCurrentUser(client), staleTime: 60_000 });

export const nearestPaymentEndDateQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: accountKeys.nearestPaymentEndDate(),
    queryFn: () => getNearestPaymentEndDate(client),
    staleTime: 5 * 60_000,
  });

export const activeTariffQuery = (client: ApiClient) =>
  queryOptions({ queryKey: accountKeys.activeTariff(), queryFn: () => getActiveTariff(client), staleTime: 5 * 60_000 });

export const lastPayedTariffQuery = (client: ApiClient, userId: string) =>
  queryOptions({ queryKey: accountKeys.lastPayedTariff(userId), queryFn: () => getLastPayedTariff(client, userId) });
