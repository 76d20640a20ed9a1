import { createHmac } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Config } from '../../config';

/** The audience of the local stand-in's tokens, in place of a Google OAuth client id. */
export const DEV_GOOGLE_AUDIENCE = 'cabinet-local';
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** The stand-in's tokens only travel from its page to the cabinet's callback. */
const DEV_ID_TOKEN_TTL_SECONDS = 5 * 60;

/** The verified e-mail address an ID token vouches for, or null when the token is not to be trusted. */
export type IdTokenVerifier = (idToken: string) => Promise<{ email: string } | null>;

export function devGoogleIssuer(config: Pick<Config, 'publicUrl'>): string {
  return `${config.publicUrl}/dev/google`;
}

/** Its own key, derived from the JWT secret: a stand-in ID token can never pass as an access token. */
export function devGoogleKey(config: Pick<Config, 'jwtSecret'>): Uint8Array {
  return new TextEncoder().encode(createHmac('sha256', config.jwtSecret).update('dev-google-id-token').digest('hex'));
}

/** Outside production, what the stand-in's page hands the cabinet after "signing in". */
export async function signDevGoogleIdToken(config: Pick<Config, 'jwtSecret' | 'publicUrl'>, email: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email, email_verified: true })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(devGoogleIssuer(config))
    .setAudience(DEV_GOOGLE_AUDIENCE)
    .setSubject(`local:${email}`)
    .setIssuedAt(now)
    .setExpirationTime(now + DEV_ID_TOKEN_TTL_SECONDS)
    .sign(devGoogleKey(config));
}

/**
 * Production trusts Google's own signatures (RS256, keys fetched and cached by jose) for our client id;
 * elsewhere only the local stand-in's tokens, so sign-in works without internet.
 */
export function createIdTokenVerifier(config: Pick<Config, 'mode' | 'googleClientId' | 'jwtSecret' | 'publicUrl'>): IdTokenVerifier {
  if (config.mode === 'production') {
    const clientId = config.googleClientId;
    // Without a client id no audience check is possible, so no token is accepted.
    if (clientId === null) return async () => null;
    const keys = createRemoteJWKSet(new URL(GOOGLE_CERTS_URL));
    return async (idToken) => {
      try {
        const { payload } = await jwtVerify(idToken, keys, { issuer: GOOGLE_ISSUERS, audience: clientId, algorithms: ['RS256'] });
        return verifiedEmail(payload);
      } catch {
        return null;
      }
    };
  }
  const key = devGoogleKey(config);
  const issuer = devGoogleIssuer(config);
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, key, { issuer, audience: DEV_GOOGLE_AUDIENCE, algorithms: ['HS256'] });
      return verifiedEmail(payload);
    } catch {
      return null;
    }
  };
}

/** Google may vouch for an identity without having verified its address: such a token signs no one in. */
function verifiedEmail(payload: JWTPayload): { email: string } | null {
  if (typeof payload.email !== 'string' || payload.email_verified !== true) return null;
  return { email: payload.email.trim().toLowerCase() };
}
