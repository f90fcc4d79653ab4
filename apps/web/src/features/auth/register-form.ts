import { ZRegisterRequest } from '@tabang/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import texts, { translateText } from '../../lib/i18n';

/** Everything the three steps ask for; step 1's email and password are copied into step 2's. */
export type RegisterValues = {
  fullName: string;
  accountEmail: string;
  accountPassword: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  contactNumber: string;
  dob: string;
  location: string;
  interestedIn: string;
};
type Name = keyof RegisterValues;

export const EMPTY: RegisterValues = {
  fullName: '',
  accountEmail: '',
  accountPassword: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  contactNumber: '',
  dob: '',
  location: '',
  interestedIn: '',
};

/** The shared registration rules as a plain object, so each step can pick its own fields. */
const rules = z.object(ZRegisterRequest.shape);

/** Each step's fields, in the order their problems are named, and the shared rules they must pass. */
export const STEPS = [
  {
    key: 'account',
    fields: ['fullName', 'accountEmail', 'accountPassword'],
    schema: z.object({ accountEmail: rules.shape.email, accountPassword: rules.shape.password }),
  },
  {
    key: 'details',
    fields: ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'contactNumber'],
    schema: rules.pick({ firstName: true, lastName: true, email: true, password: true, contactNumber: true }),
  },
  {
    key: 'about',
    fields: ['dob', 'location', 'interestedIn'],
    schema: rules.pick({ dob: true, location: true, interestedIn: true }),
  },
] as const satisfies { key: string; fields: Name[]; schema: z.ZodType }[];

const failing = (names: readonly Name[], message: string) => ({
  values: {},
  errors: Object.fromEntries(names.map((name) => [name, { type: 'validate', message }])),
});

/**
 * A step's check, one problem at a time: every field filled (after trimming), then the passwords matching,
 * then the shared rules in the step's field order. The server checks everything again.
 */
export const stepResolver =
  (step: number): Resolver<RegisterValues> =>
  (values) => {
    const { fields, schema } = STEPS[step]!;
    const empty = fields.filter((name) => values[name].trim() === '');
    if (empty.length > 0) return failing(empty, texts.t('auth.register.fillRequired'));
    if (step === 1 && values.password !== values.confirmPassword)
      return failing(['confirmPassword'], texts.t('auth.register.passwordMismatch'));
    const result = schema.safeParse(values);
    if (result.success) return { values, errors: {} };
    const issues = result.error.issues;
    const name = fields.find((field) => issues.some((issue) => issue.path[0] === field))!;
    return failing([name], translateText(issues.find((issue) => issue.path[0] === name)!.message));
  };

/** The message for a failed step: the first named field's problem (they all share one message). */
export const firstProblem = (step: number, errors: FieldErrors<RegisterValues>) =>
  STEPS[step]!.fields.map((name) => errors[name]?.message).find(Boolean) ??
  texts.t('auth.register.fillRequired');

/** What a reload keeps of an unfinished sign-up: the step and the values typed, never a password. */
type Draft = { step: number; values: Partial<RegisterValues> };
const DRAFT_KEY = 'tabang.signUpDraft';
const SECRET: readonly Name[] = ['accountPassword', 'password', 'confirmPassword'];

export function loadDraft(): { step: number; values: RegisterValues } {
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Draft | null;
    if (draft && typeof draft === 'object') {
      const values = { ...EMPTY };
      for (const name of Object.keys(EMPTY) as Name[]) {
        const value = draft.values?.[name];
        if (typeof value === 'string' && !SECRET.includes(name)) values[name] = value;
      }
      const step = Number.isInteger(draft.step) ? Math.min(Math.max(draft.step, 0), STEPS.length - 1) : 0;
      return { step, values };
    }
  } catch {
    // No storage or a draft that is not ours: start afresh.
  }
  return { step: 0, values: EMPTY };
}

export function saveDraft(step: number, values: RegisterValues) {
  try {
    const kept = Object.fromEntries(
      Object.entries(values).filter(([name]) => !SECRET.includes(name as Name)),
    );
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step, values: kept } satisfies Draft));
  } catch {
    // Storage may be full or off; the form works without it.
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}
