import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountKeys, authTokensSchema, currentUserSchema, PATHS, useApiClient, type ApiClient, type AuthTokens, type CurrentUser } from '@cabinet/api/core';
import {
  accountSettingsStateSchema,
  apiTokenSchema,
  changePhoneRequestSchema,
  phoneCodeStateSchema,
  type AccountSettingsRequest,
  type AccountSettingsState,
  type ApiToken,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type PhoneCodeState,
} from '@cabinet/api/account';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/* The account's settings (PATHS.account.settings and its neighbours; shared/api/src/account/settings.ts). */

export async function getSettingsState(api: ApiClient): Promise<AccountSettingsState> {
  return accountSettingsStateSchema.parse(await api.get(PATHS.account.settings).json());
}
export async function saveSettings(api: ApiClient, body: AccountSettingsRequest): Promise<CurrentUser> {
  return currentUserSchema.parse(await api.patch(PATHS.account.settings, { json: body }).json());
}
export async function changePassword(api: ApiClient, body: ChangePasswordRequest): Promise<AuthTokens> {
  return authTokensSchema.parse(await api.post(PATHS.account.changePassword, { json: body }).json());
}
export async function changeEmail(api: ApiClient, body: ChangeEmailRequest): Promise<AccountSettingsState> {
  return accountSettingsStateSchema.parse(await api.post(PATHS.account.changeEmail, { json: body }).json());
}
export async function getPhoneCodeState(api: ApiClient): Promise<PhoneCodeState> {
  return phoneCodeStateSchema.parse(await api.get(PATHS.account.phoneCode).json());
}
export async function sendPhoneCode(api: ApiClient, phone: string): Promise<PhoneCodeState> {
  return phoneCodeStateSchema.parse(await api.post(PATHS.account.phoneCode, { json: { phone } }).json());
}
export async function changePhone(api: ApiClient, code: string): Promise<CurrentUser> {
  const body = changePhoneRequestSchema.parse({ code });
  return currentUserSchema.parse(await api.post(PATHS.account.changePhone, { json: body }).json());
}
export async function getApiToken(api: ApiClient): Promise<ApiToken> {
  return apiTokenSchema.parse(await api.get(PATHS.account.apiToken).json());
}
export async function regenerateApiToken(api: ApiClient): Promise<ApiToken> {
  return apiTokenSchema.parse(await api.post(PATHS.account.apiToken).json());
}

export const settingsKeys = {
  all: ['accountSettings'] as const,
  state: () => [...settingsKeys.all, 'state'] as const,
  phoneCode: () => [...settingsKeys.all, 'phoneCode'] as const,
  apiToken: () => [...settingsKeys.all, 'apiToken'] as const,
};

export const settingsStateQuery = (api: ApiClient) => queryOptions({ queryKey: settingsKeys.state(), queryFn: () => getSettingsState(api) });
export const phoneCodeQuery = (api: ApiClient) => queryOptions({ queryKey: settingsKeys.phoneCode(), queryFn: () => getPhoneCodeState(api) });
export const apiTokenQuery = (api: ApiClient) => queryOptions({ queryKey: settingsKeys.apiToken(), queryFn: () => getApiToken(api) });

export function useSettingsState() {
  return useQuery(settingsStateQuery(useApiClient()));
}
export function usePhoneCodeState() {
  return useQuery(phoneCodeQuery(useApiClient()));
}
export function useApiToken() {
  return useQuery(apiTokenQuery(useApiClient()));
}

/** The saved User entity replaces the page's copy at once: the shell and every remote read it. */
const setUser = (queryClient: QueryClient, user: CurrentUser | undefined) =>
  user ? Promise.resolve(queryClient.setQueryData(accountKeys.currentUser(), user)) : queryClient.invalidateQueries({ queryKey: accountKeys.currentUser() });

/** Puts the user as stored (a refused stale save's `current`) where every screen reads it. */
export function useShowStoredUser(): (user: CurrentUser) => void {
  const queryClient = useQueryClient();
  return (user) => void setUser(queryClient, user);
}

export function useSaveSettingsMutation(options?: ApiMutationOptions<CurrentUser, AccountSettingsRequest>) {
  return useApiMutation(saveSettings, setUser, options);
}
export function useChangePasswordMutation(options?: ApiMutationOptions<AuthTokens, ChangePasswordRequest>) {
  return useApiMutation(changePassword, () => undefined, options);
}
export function useChangeEmailMutation(options?: ApiMutationOptions<AccountSettingsState, ChangeEmailRequest>) {
  return useApiMutation(changeEmail, (queryClient) => queryClient.invalidateQueries({ queryKey: settingsKeys.state() }), options);
}
export function useSendPhoneCodeMutation(options?: ApiMutationOptions<PhoneCodeState, string>) {
  return useApiMutation(sendPhoneCode, (queryClient) => queryClient.invalidateQueries({ queryKey: settingsKeys.phoneCode() }), options);
}
export function useChangePhoneMutation(options?: ApiMutationOptions<CurrentUser, string>) {
  return useApiMutation(
    changePhone,
    async (queryClient, user) => {
      await setUser(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: settingsKeys.phoneCode() });
    },
    options,
  );
}
export function useRegenerateApiTokenMutation(options?: ApiMutationOptions<ApiToken, void>) {
  return useApiMutation(regenerateApiToken, (queryClient, token) => (token ? Promise.resolve(queryClient.setQueryData(settingsKeys.apiToken(), token)) : undefined), options);
}
