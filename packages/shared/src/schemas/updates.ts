import { z } from 'zod';
import { EMAIL_TOPICS, UPDATE_BODY_MAX } from '../constants';
import { LANGUAGES } from '../languages';
import { hasControlCharacters } from './add-charity';
import { bodyInteger } from './common';
import { ZCursor, ZLimit } from './lists';
import { msg } from './message-key';

/*
 * Updates from charities: a charity's representative or an admin posts news on the charity or one of its events,
 * with photos; supporters get an email. And the notification choices that email (and every other) honours, with the
 * signed link that turns one off without signing in.
 */

/** An update's text: trimmed, 1 to UPDATE_BODY_MAX characters, line breaks kept, no other control characters. */
export const ZUpdateBody = z
  .string({ error: msg('updates.bodyRequired') })
  .trim()
  .min(1, { error: msg('updates.bodyRequired') })
  .max(UPDATE_BODY_MAX, { error: msg('updates.bodyTooLong', { max: UPDATE_BODY_MAX }) })
  .refine((value) => !hasControlCharacters(value), { error: msg('updates.bodyInvalid') });

/** A multipart checkbox: ticked is "true" (or "on"); absent, "false" or "" is not ticked. */
const ZTicked = z
  .enum(['true', 'on', 'false', ''], { error: msg('updates.consentInvalid') })
  .optional()
  .transform((value) => value === 'true' || value === 'on');

/**
 * POST /api/post/updates: the multipart text fields (the photos are `photo1`…`photo4`). `eventID`, when given, is
 * one of the charity's events; `photoConsent` must be ticked when photos are sent (the server answers 400 otherwise).
 */
export const ZPostUpdateFields = z.object({
  organizationID: bodyInteger(msg('updates.invalidCharity')),
  eventID: z
    .union([z.literal(''), bodyInteger(msg('updates.invalidEvent'))])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  body: ZUpdateBody,
  photoConsent: ZTicked,
});
export type PostUpdateFields = z.input<typeof ZPostUpdateFields>;

/** One photo of an update: its URL under the API (`/get/updates/photos/:id`) and its size. */
export const ZUpdatePhoto = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UpdatePhoto = z.infer<typeof ZUpdatePhoto>;

/** An update as everyone sees it. On a charity's list, an event's update names its event. */
export const ZUpdate = z.object({
  updateID: z.number().int(),
  organizationID: z.number().int(),
  eventID: z.number().int().nullable(),
  eventName: z.string().nullable(),
  body: z.string(),
  photos: z.array(ZUpdatePhoto),
  createdAt: z.string(),
  /** When its text was last edited; null when never. */
  editedAt: z.string().nullable(),
});
export type Update = z.infer<typeof ZUpdate>;
export const ZUpdates = z.array(ZUpdate);

/** GET /api/get/organizations/:id/updates and /get/events/:id/updates: a page (UPDATES_PAGE_SIZE without limit). */
export const ZUpdatesQuery = z.object({ limit: ZLimit.optional(), cursor: ZCursor.optional() });

export const ZPostUpdateResponse = z.object({ message: z.string(), update: ZUpdate });

/** POST /api/post/updates/update: a new text for an update (its photos stay as they are). */
export const ZEditUpdateRequest = z.object({
  updateID: bodyInteger(msg('updates.invalidUpdate')),
  body: ZUpdateBody,
});
export type EditUpdateRequest = z.output<typeof ZEditUpdateRequest>;
export const ZEditUpdateResponse = ZPostUpdateResponse;

/** POST /api/post/updates/delete. */
export const ZDeleteUpdateRequest = z.object({ updateID: bodyInteger(msg('updates.invalidUpdate')) });

/** GET and POST /api/post/my/notifications: what reaches the person, and how. */
export const ZNotificationChoices = z.object({
  /** Emails about new updates from charities and events they gave to, volunteered for or liked. */
  charityUpdates: z.boolean(),
  /** The email the day before an event they volunteer for. */
  volunteerReminders: z.boolean(),
  /** Monthly-giving reminders (stored now; sent once monthly giving exists). */
  monthlyGiving: z.boolean(),
  /** Text messages at their contact number (the profile's opt-in). */
  texts: z.boolean(),
});
export type NotificationChoices = z.infer<typeof ZNotificationChoices>;

/** The choices with the number texts go to, and whether it is one texts can go to (a Philippine mobile). */
export const ZNotificationSettings = ZNotificationChoices.extend({
  contactNumber: z.string(),
  textsPossible: z.boolean(),
});
export type NotificationSettings = z.infer<typeof ZNotificationSettings>;

const choiceError = msg('notifications.invalidChoice');
/** POST /api/post/my/notifications: the choices that change; the others stay. */
export const ZNotificationUpdate = z
  .object({
    charityUpdates: z.boolean({ error: choiceError }),
    volunteerReminders: z.boolean({ error: choiceError }),
    monthlyGiving: z.boolean({ error: choiceError }),
    texts: z.boolean({ error: choiceError }),
  })
  .partial()
  .strict();
export type NotificationUpdate = z.infer<typeof ZNotificationUpdate>;
export const ZNotificationUpdateResponse = z.object({
  message: z.string(),
  settings: ZNotificationSettings,
});

/**
 * An unsubscribe link's token: the account, the topic, and an HMAC of both with the server's secret (base64url,
 * 43 characters). Anything else is a 400.
 */
export const ZUnsubscribeQuery = z.object({
  token: z
    .string({ error: msg('notifications.invalidLink') })
    .regex(/^\d{1,10}\.[A-Za-z]{1,40}\.[A-Za-z0-9_-]{43}$/, { error: msg('notifications.invalidLink') }),
});

/**
 * What an unsubscribe link is about, whether that email is on now, and the account's language (null: never chosen),
 * so the page can speak it on a device that has no choice of its own.
 */
export const ZUnsubscribeState = z.object({
  topic: z.enum(EMAIL_TOPICS),
  subscribed: z.boolean(),
  language: z.enum(LANGUAGES).nullable(),
});
export type UnsubscribeState = z.infer<typeof ZUnsubscribeState>;
export const ZUnsubscribeResponse = ZUnsubscribeState.extend({ message: z.string() });
