import { parseArgs } from 'node:util';
import {
  CITIES,
  INTERESTS,
  translateMessage,
  ZContactNumber,
  ZDateOfBirth,
  ZEmail,
  ZFirstName,
  ZLastName,
  ZPassword,
} from '@tabang/shared';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { type AdminInput, createOrPromoteAdmin } from '../modules/auth/service';

export const CREATE_ADMIN_USAGE = `Usage: npm run create-admin -- --email <email> [--password <password>]
         [--first-name <name>] [--last-name <name>] [--contact-number <digits>] [--dob YYYY-MM-DD]

Makes the account with this email an admin, or creates a new admin account.
A new account needs a password: --password, or the ADMIN_PASSWORD environment variable.
An existing account keeps its password and is only promoted.
The database is the server's: DATABASE_URL, or the embedded one in DATA_DIR.`;

/** Turns command-line arguments into a checked admin account, or throws with what is wrong. */
export function parseCreateAdminArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): AdminInput {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string', default: 'Tabang' },
      'last-name': { type: 'string', default: 'Admin' },
      'contact-number': { type: 'string', default: '00000000000' },
      dob: { type: 'string', default: '1990-01-01' },
    },
    strict: true,
  });
  const check = <T>(schema: z.ZodType<T>, value: unknown, what: string): T => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new Error(`${what}: ${translateMessage(parsed.error.issues[0]!.message)}`);
    return parsed.data;
  };
  if (!values.email) throw new Error('--email is required.');
  const password = values.password ?? env.ADMIN_PASSWORD;
  return {
    email: check(ZEmail, values.email, '--email'),
    password: password === undefined || password === '' ? undefined : check(ZPassword, password, 'password'),
    firstName: check(ZFirstName, values['first-name'], '--first-name'),
    lastName: check(ZLastName, values['last-name'], '--last-name'),
    contactNumber: check(ZContactNumber, values['contact-number'], '--contact-number'),
    dob: check(ZDateOfBirth, values.dob, '--dob'),
    location: CITIES[0],
    interestedIn: INTERESTS[0],
  };
}

/** Runs the command against an open database and returns the line to print. */
export async function runCreateAdmin(db: Db, input: AdminInput): Promise<string> {
  const result = await createOrPromoteAdmin(db, input);
  switch (result.action) {
    case 'created':
      return `Created admin account ${input.email} (user ${result.userID}, username ${result.username}).`;
    case 'promoted':
      return `Promoted ${input.email} (user ${result.userID}) to admin. Its password is unchanged.`;
    default:
      return `${input.email} (user ${result.userID}) is already an admin; nothing changed.`;
  }
}
