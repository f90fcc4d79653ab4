import { z } from 'zod';
import { t } from '../messages';
import { ZId } from './common';

export const EVENT_FIELD_LABELS = {
  organizationID: 'Charity',
  nameOfEvent: 'Name',
  descriptionOfEvent: 'Description',
  location: 'Location',
  whoCanJoin: 'Who can join',
  dateAndTimeStart: 'Start date and time',
  dateAndTimeEnd: 'End date and time',
  eventImage: 'Poster image',
} as const;

const required = (field: keyof typeof EVENT_FIELD_LABELS, max: number) =>
  z
    .string({ error: t('events.fieldRequired', { field: EVENT_FIELD_LABELS[field] }) })
    .trim()
    .min(1, { error: t('events.fieldRequired', { field: EVENT_FIELD_LABELS[field] }) })
    .max(max, { error: `${EVENT_FIELD_LABELS[field]} must be at most ${max} characters.` });

const dateTime = (field: keyof typeof EVENT_FIELD_LABELS) =>
  required(field, 40).refine((value) => !Number.isNaN(Date.parse(value)), {
    error: `${EVENT_FIELD_LABELS[field]} must be a date and time.`,
  });

/** The text fields of POST /post/event/add (multipart); eventImage comes as a file. */
export const ZAddEventFields = z
  .object({
    organizationID: ZId,
    nameOfEvent: required('nameOfEvent', 160),
    descriptionOfEvent: required('descriptionOfEvent', 5000),
    location: required('location', 300),
    whoCanJoin: required('whoCanJoin', 1000),
    dateAndTimeStart: dateTime('dateAndTimeStart'),
    dateAndTimeEnd: dateTime('dateAndTimeEnd'),
  })
  .refine((event) => Date.parse(event.dateAndTimeEnd) > Date.parse(event.dateAndTimeStart), {
    error: t('events.endAfterStart'),
    path: ['dateAndTimeEnd'],
  });
export type AddEventFields = z.input<typeof ZAddEventFields>;
