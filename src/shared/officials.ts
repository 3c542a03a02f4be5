import { z } from 'zod';
import { ACCESS_CODE_PATTERN } from '../domain/officials/access-code';
import { PHOTO_CONTENT_TYPES } from '../domain/officials/image-type';
import type { PhotoContentType } from '../domain/officials/image-type';
import { canonicalOfficialRole } from '../domain/officials/official-roles';
import { OfficialSchema } from './competition';

/** What anyone may read about an official (part of the public competition). */
export type Official = z.infer<typeof OfficialSchema>;

/** Official ids are server-made (UUIDs, or `demo-2026-official-1` in the demo). */
export const OfficialIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,100}$/, 'must be an official id (letters, digits and dashes)');

export const AccessCodeSchema = z
  .string()
  .regex(ACCESS_CODE_PATTERN, 'must be 7 characters: A-Z, 0-9 and ! @ # $ % &');

const text = {
  error: (issue: { input: unknown }) =>
    issue.input === undefined ? 'is required' : 'must be text',
};
const nameField = z
  .string(text)
  .trim()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters');
const roleField = z
  .string(text)
  .trim()
  .min(1, 'must not be empty')
  .max(60, 'must be at most 60 characters')
  .transform(canonicalOfficialRole);
const bioField = z.string(text).trim().max(2000, 'must be at most 2000 characters');

/** A new official. The role is one of OFFICIAL_ROLES or free text; a judge gets an access code. */
export const OfficialInputSchema = z
  .object({ name: nameField, role: roleField, bio: bioField.default('') })
  .strict();
export type OfficialInput = z.input<typeof OfficialInputSchema>;

/** An edit: only the fields sent change. Becoming a judge assigns a code; leaving the role clears it. */
export const OfficialPatchSchema = z
  .object({ name: nameField, role: roleField, bio: bioField })
  .partial()
  .strict();
export type OfficialPatch = z.infer<typeof OfficialPatchSchema>;

/** An official as organizers see them: with the judge's access code (null for other roles). */
export const AdminOfficialSchema = OfficialSchema.extend({
  accessCode: AccessCodeSchema.nullable(),
});
export type AdminOfficial = z.infer<typeof AdminOfficialSchema>;

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

const PHOTO_TYPE_NAMES = 'a JPEG, PNG or WebP image';

export const photoMessages = {
  wrongType: `The photo must be ${PHOTO_TYPE_NAMES}.`,
  notAnImage: `The file's content is not ${PHOTO_TYPE_NAMES}.`,
  tooLarge: (bytes?: number) =>
    `The photo must be at most 2 MB${bytes === undefined ? '' : `; this file is ${formatMegabytes(bytes)}`}. Make it smaller and try again.`,
} as const;

/** Rounded up, so a file just over the limit never reads as exactly 2.0 MB. */
const formatMegabytes = (bytes: number) =>
  `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;

const isPhotoContentType = (type: string): type is PhotoContentType =>
  (PHOTO_CONTENT_TYPES as readonly string[]).includes(type);

/**
 * Why a file picked in the browser cannot be an official's photo, or null if
 * it may be sent. The server checks again, by the file's bytes.
 */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (!isPhotoContentType(file.type)) return photoMessages.wrongType;
  if (file.size > MAX_PHOTO_BYTES) return photoMessages.tooLarge(file.size);
  if (file.size === 0) return photoMessages.notAnImage;
  return null;
}
