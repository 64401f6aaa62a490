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
export const updateProfileInput = z.object({
  farmName: requiredText(200, 'Farm name is required', 'Farm name'),
  ownerName: requiredText(200, 'Owner name is required', 'Owner name'),
  location: requiredText(200, 'Location is required', 'Location'),
  email: z
    .string({ error: 'Valid email is required' })
    .trim()
    .max(EMAIL_MAX_LENGTH, 'Valid email is required')
    .pipe(z.email('Valid email is required')),
});
export type UpdateProfileInput = z.input<typeof updateProfileInput>;

/** The signed-in user as every auth call answers it: never a password hash. */
export const publicUser = z.object({
  id: z.string(),
  email: z.string(),
  farmName: z.string(),
  ownerName: z.string().nullable(),
  location: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const authResult = z.object({ token: z.string(), user: publicUser });
export type AuthResult = z.infer<typeof authResult>;
