import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery, readTokenClaims, revokeToken, type ApiClient, type AuthTokens, type TokenStore } from '@cabinet/api/core';
import type { SessionPort, SessionSnapshot } from '@cabinet/contracts';

export interface SessionStore extends SessionPort {
  /** Loads the current user from stored tokens; runs once, before routing (spec section 4). */
  restore(): Promise<void>;
  /** The API refused the refresh token: the visitor is signed out where they stand. */
  expire(): void;
}

interface SessionDependencies {
  api: ApiClient;
  tokens: TokenStore;
  queryClient: QueryClient;
  /** Leaves the page after sign-out: a full load, so no state of the old session survives. */
  leave: () => void;
}

const ANONYMOUS: SessionSnapshot = { status: 'anonymous' };

export function createSessionStore({ api, tokens, queryClient, leave }: SessionDependencies): SessionStore {
  let snapshot: SessionSnapshot = ANONYMOUS;
  const listeners = new Set<() => void>();

  function set(next: SessionSnapshot) {
    snapshot = next;
    listeners.forEach((listener) => listener());
  }

  async function loadUser(current: AuthTokens): Promise<void> {
    const user = await queryClient.fetchQuery(currentUserQuery(api));
    // The token may have been refreshed while the user loaded: read the roles of the newest one.
    const roles = readTokenClaims(tokens.read()?.token ?? current.token).roles;
    set({ status: 'authenticated', user, roles });
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async restore() {
      const stored = tokens.read();
      if (!stored) return;
      try {
        await loadUser(stored);
      } catch {
        // A refused refresh already cleared the tokens; any other failure leaves them for the next visit.
        set(ANONYMOUS);
      }
    },
    async signIn(fresh) {
      tokens.write(fresh);
      queryClient.removeQueries();
      await loadUser(fresh);
    },
    async signOut() {
      const stored = tokens.read();
      if (stored) {
        try {
          await revokeToken(api, stored.refreshToken);
        } catch {
          // The API being unreachable must not keep anyone signed in on this device.
        }
      }
      tokens.clear();
      queryClient.clear();
      set(ANONYMOUS);
      leave();
    },
    expire() {
      queryClient.clear();
      set(ANONYMOUS);
    },
  };
}
