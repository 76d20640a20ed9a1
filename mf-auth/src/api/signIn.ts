import {
  authTokensSchema,
  externalLoginResponseSchema,
  PATHS,
  type ApiClient,
  type AuthTokens,
  type ConfirmEmailRequest,
  type ExternalLoginRequest,
  type ExternalLoginResponse,
  type ForgotPasswordRequest,
  type LoginRequest,
  type ResetPasswordRequest,
} from '@cabinet/api/core';
import type { RegisterRequest } from '@cabinet/api/phone';
import { useSession } from '@cabinet/contracts';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/*
 * The sign-in pages' calls (spec section 7). They are mf-auth's alone: the shell needs only the session's
 * own calls (current user, token refresh and revocation), which stay in `@cabinet/api/core`. Signing in
 * changes no cached query (the shell's session starts afresh), so these mutations refresh nothing.
 */

export async function login(client: ApiClient, body: LoginRequest): Promise<AuthTokens> {
  // With credentials: the API's device cookie for the account (httpOnly, sign-in path only) goes and comes
  // back, so a browser that signed in before is not locked out by a flood from its address.
  return authTokensSchema.parse(await client.post(PATHS.account.login, { json: body, credentials: 'include' }).json());
}

export async function externalLogin(client: ApiClient, body: ExternalLoginRequest): Promise<ExternalLoginResponse> {
  return externalLoginResponseSchema.parse(await client.post(PATHS.account.externalLoginCallback, { json: body }).json());
}

export async function register(client: ApiClient, body: RegisterRequest): Promise<AuthTokens> {
  return authTokensSchema.parse(await client.post(PATHS.account.register, { json: body }).json());
}

export async function forgotPassword(client: ApiClient, body: ForgotPasswordRequest): Promise<void> {
  await client.post(PATHS.account.forgotPassword, { json: body });
}

export async function resetPassword(client: ApiClient, body: ResetPasswordRequest): Promise<void> {
  await client.post(PATHS.account.resetPassword, { json: body });
}

export async function confirmEmail(client: ApiClient, body: ConfirmEmailRequest): Promise<void> {
  await client.post(PATHS.account.confirmEmail, { json: body });
}

const nothingCached = () => undefined;

/** Signs in with email and password; the mutation settles once the session holds the tokens. */
export function useLoginMutation(options?: ApiMutationOptions<void, LoginRequest>) {
  const session = useSession();
  return useApiMutation(async (api, body: LoginRequest) => session.signIn(await login(api, body)), nothingCached, options);
}

/** Signs in with a provider's ID token (Google); answers whether the account is new. */
export function useExternalLoginMutation(options?: ApiMutationOptions<ExternalLoginResponse, ExternalLoginRequest>) {
  const session = useSession();
  return useApiMutation(
    async (api, body: ExternalLoginRequest) => {
      const result = await externalLogin(api, body);
      await session.signIn({ token: result.token, refreshToken: result.refreshToken });
      return result;
    },
    nothingCached,
    options,
  );
}

/** Registers and signs the new user in at once. */
export function useRegisterMutation(options?: ApiMutationOptions<void, RegisterRequest>) {
  const session = useSession();
  return useApiMutation(async (api, body: RegisterRequest) => session.signIn(await register(api, body)), nothingCached, options);
}

export function useForgotPasswordMutation(options?: ApiMutationOptions<void, ForgotPasswordRequest>) {
  return useApiMutation((api, body: ForgotPasswordRequest) => forgotPassword(api, body), nothingCached, options);
}

export function useResetPasswordMutation(options?: ApiMutationOptions<void, ResetPasswordRequest>) {
  return useApiMutation((api, body: ResetPasswordRequest) => resetPassword(api, body), nothingCached, options);
}

export function useConfirmEmailMutation(options?: ApiMutationOptions<void, ConfirmEmailRequest>) {
  return useApiMutation((api, body: ConfirmEmailRequest) => confirmEmail(api, body), nothingCached, options);
}
