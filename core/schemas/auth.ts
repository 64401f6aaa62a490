import { ROLES } from '../domain/roles';
import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MIN } from '../domain/constants';
import { optionalText, requiredText } from './fields';

// One schema per form and call: the sign-in and create-farm forms use these as their resolvers and
// the API validates with the same objects, so a rule and its message live in one place.

export const EMAIL_MAX_LENGTH = EMAIL_MAX;
export const PASSWORD_MIN_LENGTH = PASSWORD_MIN;
// bcrypt reads only the first 72 bytes; a longer password is refused rather than silently cut.
export const PASSWORD_MAX_BYTES = 72;

const utf8Length = (value: string) => new TextEncoder().encode(value).length;

export const emailSchema = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('Please enter a valid email address'));

export const loginInput = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginInput = z.input<typeof loginInput>;

export const newPasswordSchema = z
  .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .refine((value) => utf8Length(value) <= PASSWORD_MAX_BYTES, {
    message: `Password must be at most ${PASSWORD_MAX_BYTES} bytes`,
  });

export const signupInput = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  farmName: requiredText(200, 'Farm name is required', 'Farm name'),
  ownerName: optionalText(200, 'Owner name'),
  location: optionalText(200, 'Location'),
});
export type SignupInput = z.input<typeof signupInput>;

// The Settings > Account form: every field is required there (docs/accounts-and-privacy.md).
export const CURRENT_PASSWORD_MESSAGES = {
  required: 'Current password is required',
  wrong: 'Current password is incorrect',
} as const;

// Only the server knows whether it is needed (a new e-mail) and right, so the schema only bounds it.
const currentPassword = z.string().max(PASSWORD_MAX_BYTES * 4, CURRENT_PASSWORD_MESSAGES.wrong);

/** Settings > Account's form: the owner's, where the farm's name and location are the owner's to change. */
export const accountProfileForm = z.object({
  farmName: requiredText(200, 'Farm name is required', 'Farm name'),
  ownerName: requiredText(200, 'Owner name is required', 'Owner name'),
  location: requiredText(200, 'Location is required', 'Location'),
  email: z
    .string({ error: 'Valid email is required' })
    .trim()
    .max(EMAIL_MAX_LENGTH, 'Valid email is required')
    .pipe(z.email('Valid email is required')),
  /** Needed when the e-mail changes, so a stolen session cannot move the account to another address. */
  currentPassword: currentPassword.optional(),
});

/**
 * The account call's input: the farm's name and location may be left out, as a member's form does
 * (they are the farm's, which only its owner changes); the owner must send them (core/auth/accounts.ts).
 */
export const updateProfileInput = accountProfileForm.partial({ farmName: true, location: true });

/** A member's Account form: their own name and e-mail; the farm's details are shown, not sent. */
export const memberProfileForm = accountProfileForm.omit({ farmName: true, location: true });
export type UpdateProfileInput = z.input<typeof updateProfileInput>;

export const changePasswordInput = z.object({
  currentPassword: z.string({ error: CURRENT_PASSWORD_MESSAGES.required }).min(1, CURRENT_PASSWORD_MESSAGES.required).pipe(currentPassword),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** Settings > Account's Change Password form: the new password typed twice. */
export const changePasswordForm = changePasswordInput
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.confirmPassword === form.newPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });
export type ChangePasswordForm = z.input<typeof changePasswordForm>;

/** The secret of a verification link, as the app found it in the address it was opened at. */
export const confirmEmailInput = z.object({
  token: z.string({ error: 'The verification link is incomplete' }).trim().min(1, 'The verification link is incomplete').max(100, 'The verification link is not valid'),
});

export const emailVerificationSent = z.object({ sentTo: z.string(), expiresAt: z.string() });
export const emailConfirmed = z.object({ email: z.string(), alreadyVerified: z.boolean() });

/** The signed-in user as every auth call answers it: never a password hash. */
export const accountDetails = z.object({
  id: z.string(),
  email: z.string(),
  farmName: z.string(),
  ownerName: z.string().nullable(),
  location: z.string().nullable(),
  /** The account's role on its farm; farmName and location are the farm's. */
  role: z.enum(ROLES),
  isActive: z.boolean(),
  /** Whether the current e-mail was proven by a link mailed to it: only then does the server mail it. */
  emailVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AccountDetails = z.infer<typeof accountDetails>;

/** The signed-in account as the app gets it: its details, and the calls its role allows. */
export const publicUser = accountDetails.extend({
  /** The calls (dotted paths, "cattle.delete") the member's role allows: the screens hide the rest. */
  calls: z.array(z.string()),
});
export type PublicUser = z.infer<typeof publicUser>;

export const authResult = z.object({ token: z.string(), user: publicUser });

export const okAnswer = z.object({ ok: z.literal(true) });
export type AuthResult = z.infer<typeof authResult>;
/** A new session as core/auth makes it, before the API adds the calls the role allows. */
export type NewSession = { token: string; user: AccountDetails };

/**
 * A mailed verification link opens Settings > Account with its secret in this parameter
 * (/settings?tab=account&verify=…); the app then posts the secret back, signed in.
 */
export const VERIFY_EMAIL_PARAM = 'verify';
