// A stand-in for the api at the HTTP level, for the remotes' component and saga tests: the real api modules,
// sagas and components run against it through a global fetch, and each test reads back what was asked.
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type FakeApiHandler = (req: SeenRequest) => { status: number; body?: unknown } | undefined;

export function installFakeApi(handler: FakeApiHandler): { seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const req: SeenRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    };
    seen.push(req);
    const answer = handler(req) ?? {
      status: 404,
      body: { error: 'not_found', message: `no fake for ${req.method} ${req.path}` },
    };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: String(answer.status),
      text: async () => text,
      json: async () => JSON.parse(text),
    } as Response;
  };
  (globalThis as { fetch: unknown }).fetch = fake;
  return { seen };
}

export const ANONYMOUS_AUTH = {
  user: null,
  session: { user_id: null, user_is_reg: false },
  additional_user_data: { fbc: null },
};

/** GET auth for a signed-in client with a verified e-mail (`id` their user id). */
export function registeredAuth(email: string, id = 'u-1') {
  return {
    user: { id, email, role: 'user' as const, data: { has_to_confirm_reg_google: false, email_verified: true } },
    session: { user_id: id, user_is_reg: true },
    additional_user_data: { fbc: null },
  };
}

/** GET /two_factor for a person with a password who has not turned two-step sign-in on (nor must). */
export function twoFactorOff(): Record<string, unknown> {
  return {
    enrolled: false,
    enrolled_at: null,
    recovery_codes_left: 0,
    has_password: true,
    required: false,
    required_from: null,
  };
}
