/**
 * REST wire contract (DESIGN "HTTP API"): the envelope and the request/response shapes of the
 * foundation endpoints, as TypeBox schemas so the server validates with them and both sides share types.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { PASSWORD_PATTERN, PHONE_PATTERN, INVITE_CODE_PATTERN } from '../validation.ts';

/** Success envelope: HTTP 200 `{code: 200, msg: "success", data}`. */
export interface SuccessEnvelope<T> {
  code: 200;
  msg: 'success';
  data: T;
}

/** Failure envelope: a SPEC §8 code and its Indonesian text; `field` names the bad input for code 3. */
export interface FailureEnvelope {
  code: number;
  msg: string;
  field?: string;
}

export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

/** Schema of a success envelope around `data`, for OpenAPI and response serialisation. */
export const successSchema = <T extends TSchema>(data: T) => Type.Object({ code: Type.Literal(200), msg: Type.Literal('success'), data });

export const FailureSchema = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  field: Type.Optional(Type.String()),
  data: Type.Optional(Type.Unknown()),
});

/** A money amount on input: decimal string or number, at most 2 decimals (checked by parseAmount). */
export const AmountInput = Type.Union([Type.String({ maxLength: 20 }), Type.Number()]);

export const Phone = Type.String({ pattern: PHONE_PATTERN, maxLength: 16, description: 'Indonesian mobile number' });
export const Password = Type.String({ pattern: PASSWORD_PATTERN, minLength: 8, maxLength: 16 });

export const RegisterBody = Type.Object(
  {
    phone: Phone,
    password: Password,
    inviteCode: Type.Optional(Type.String({ pattern: INVITE_CODE_PATTERN })),
    /** The player confirms being 18 or older and accepts the terms; registration refuses anything but true (20150). */
    adult: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object(
  { phone: Phone, password: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const LogoutBody = Type.Object({ all: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export type LogoutBody = Static<typeof LogoutBody>;

/** The account user of SPEC §3, as `GET /main/user` returns it. Balance is a wire amount string. */
export const UserView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  avatar: Type.String(),
  balance: Type.String(),
  currency: Type.String(),
  phone: Type.String({ description: 'masked' }),
  inviteCode: Type.String(),
  createdAt: Type.Integer(),
  /** The VIP club level (0 before the first); the top bar and account page show its badge. */
  vipLevel: Type.Integer({ minimum: 0 }),
});
export type UserView = Static<typeof UserView>;

export const AuthResult = Type.Object({ token: Type.String(), user: UserView });
export type AuthResult = Static<typeof AuthResult>;

export const HealthView = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('draining')]),
  node: Type.String(),
  leader: Type.Boolean(),
  epoch: Type.Integer(),
  db: Type.String(),
  redis: Type.String(),
  uptimeMs: Type.Integer(),
});
export type HealthView = Static<typeof HealthView>;

/** Site config as the web reads it at start (SPEC §3 site config keys). */
export const SiteConfigValue = Type.Unknown();
