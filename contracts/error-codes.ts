// No zod here: the client reads the codes without loading the validators (errors.ts has the schema).

/** Stable machine-readable error codes used across the API. */
export const ERROR_CODES = {
  badRequest: 'bad_request',
  invalidId: 'invalid_id',
  /** An admin setting outside its bounds (the message names the field and the bounds). */
  invalidSetting: 'invalid_setting',
  notFound: 'not_found',
  /** `GET /api/ready` while past seasons and the accuracy measurements are still being prepared. */
  preparing: 'preparing',
  conflict: 'conflict',
  unauthorized: 'unauthorized',
  rateLimited: 'rate_limited',
  /** An admin write without a signed-in admin session. */
  adminSessionRequired: 'admin_session_required',
  invalidPassword: 'invalid_password',
  /** Too many wrong admin passwords from one address. */
  tooManyAttempts: 'too_many_attempts',
  /** More admin sign-ins at once than the server checks at a time. */
  signInBusy: 'sign_in_busy',
  /** An admin write whose Origin (or Referer) is not the app's own host. */
  badOrigin: 'bad_origin',
  /** Transfer-plan options no plan can meet (the message names the constraint). */
  infeasibleOptions: 'infeasible_options',
  upstreamUpdating: 'upstream_updating',
  upstreamUnavailable: 'upstream_unavailable',
  upstreamInvalid: 'upstream_invalid',
  internal: 'internal',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
