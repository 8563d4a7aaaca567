import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { ApiError } from '../../../errors';

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
}

export interface GoogleIdTokenVerifier {
  verify(idToken: string): Promise<GoogleIdentity>;
}

interface VerifierOptions {
  clientId: string | null;
  jwksUrl: string;
  issuers: string[];
}

/**
 * Checks a Google ID token the way Google documents it: RS256 signature by a key from the JWKS, `aud` equal to
 * our client id, `iss` one of Google's two spellings, `exp` in the future (jose allows 60 s of clock skew).
 * The key set is fetched lazily and cached by jose, refreshed when an unknown `kid` appears.
 */
export function createGoogleIdTokenVerifier(opts: VerifierOptions): GoogleIdTokenVerifier {
  const jwks = createRemoteJWKSet(new URL(opts.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  return {
    async verify(idToken) {
      if (!opts.clientId) {
        throw new ApiError(503, 'google_sign_in_unavailable', 'Google sign-in is not configured (GOOGLE_CLIENT_ID).');
      }
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, jwks, {
          audience: opts.clientId,
          issuer: opts.issuers,
          algorithms: ['RS256'],
          clockTolerance: 60,
          requiredClaims: ['sub', 'exp', 'iat'],
        }));
      } catch (err) {
        if (err instanceof joseErrors.JOSEError && !(err instanceof joseErrors.JWKSTimeout)) {
          throw new ApiError(401, 'invalid_google_token', `The Google token was refused (${reasonOf(err)}).`);
        }
        throw new ApiError(
          503,
          'google_sign_in_unavailable',
          'Google sign-in keys could not be fetched; please try again.',
        );
      }
      const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
      if (!payload.sub || !email) {
        throw new ApiError(401, 'invalid_google_token', 'The Google token carries no subject or e-mail.');
      }
      return {
        sub: payload.sub,
        email,
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim().slice(0, 100) : null,
      };
    },
  };
}

function reasonOf(err: InstanceType<typeof joseErrors.JOSEError>): string {
  if (err instanceof joseErrors.JWTExpired) return 'expired';
  if (err instanceof joseErrors.JWTClaimValidationFailed) return `claim ${err.claim} is wrong`;
  if (err instanceof joseErrors.JWSSignatureVerificationFailed) return 'bad signature';
  if (err instanceof joseErrors.JWKSNoMatchingKey) return 'unknown signing key';
  if (err instanceof joseErrors.JOSEAlgNotAllowed) return 'algorithm not allowed';
  return 'malformed';
}
