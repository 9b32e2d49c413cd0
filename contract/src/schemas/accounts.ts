import { Type } from 'typebox';
import { ACCOUNT_LIMITS } from '../account-fields';
import { closed, Str } from './common';
import { Year } from './http';

// Request bodies of the accounts API: the server validates them, /api/openapi.json shows them, and the clients'
// request types are derived from them (accounts-api.ts). Limits are generous bounds against abuse; the field rules
// with the spec's messages (lengths, patterns, age) are checked after, field by field.
const Password = Str(ACCOUNT_LIMITS.passwordMax * 2);

export const SignupBody = Type.Object(
  {
    firstName: Str(200),
    lastName: Str(200),
    username: Str(200),
    email: Str(400),
    password: Password,
    confirmPassword: Type.Optional(Password),
    dateOfBirth: Str(40, { description: 'DD/MM/YYYY' }),
    favoriteTeams: Type.Optional(Type.Array(Str(200), { maxItems: 50 })),
  },
  closed,
);

export const LoginBody = Type.Object(
  {
    email: Type.Optional(Str(400, { description: 'e-mail or username' })),
    username: Type.Optional(Str(400)),
    password: Password,
  },
  closed,
);

/** POST /users/signup/confirm: the token of the link the sign-up mail carried. */
export const ConfirmSignupBody = Type.Object({ token: Str(100) }, closed);

export const ForgotPasswordBody = Type.Object({ email: Str(400) }, closed);
export const SetPasswordBody = Type.Object({ token: Str(100), password: Password, confirmPassword: Type.Optional(Password) }, closed);
export const ChangePasswordBody = Type.Object({ currentPassword: Password, newPassword: Password, confirmPassword: Type.Optional(Password) }, closed);

/** PUT /users/: only the fields sent change; a new e-mail address needs the current password. */
export const ProfileBody = Type.Object(
  {
    firstName: Type.Optional(Str(200)),
    lastName: Type.Optional(Str(200)),
    username: Type.Optional(Str(200)),
    email: Type.Optional(Str(400)),
    dateOfBirth: Type.Optional(Str(40, { description: 'DD/MM/YYYY' })),
    favoriteTeams: Type.Optional(Type.Array(Str(200), { maxItems: 50 })),
    currentPassword: Type.Optional(Str(ACCOUNT_LIMITS.passwordMax * 2, { description: 'Needed to change the e-mail address' })),
  },
  closed,
);

export const LahmanId = Str(20, { pattern: "^[A-Za-z0-9._'-]{1,20}$" });
export const CustomTeamId = Str(40, { pattern: '^[A-Za-z0-9_-]{1,40}$' });

export const AddFavoritePlayerBody = Type.Object(
  {
    playerId: LahmanId,
    year: Type.Optional(Type.Union([Year, Type.Null()])),
    /** Position codes 1 P … 10 DH (0 is DH's reverse lookup). */
    position: Type.Integer({ minimum: 0, maximum: 10 }),
    customTeamId: Type.Optional(Type.Union([CustomTeamId, Type.Integer({ minimum: 0, maximum: 2147483647 }), Type.Null(), Type.Literal('')])),
    playerType: Type.Union([Type.Literal('B'), Type.Literal('P')]),
  },
  closed,
);

export const AddFavoriteTeamBody = Type.Object({ teamId: Str(10, { pattern: '^[A-Za-z0-9]{1,10}$' }), year: Year }, closed);
