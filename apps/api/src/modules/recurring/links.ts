import { RECURRING_ACTIONS, type RecurringAction } from '@tabang/shared';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { t } from '../../i18n';
import { linkSignature, signatureMatches, signingKey } from '../notifications/tokens';

/*
 * A plan email's links (decision 030): `<plan id>.<action>.<HMAC-SHA256>`, signed with the unsubscribe links' key
 * (decision 025) for another purpose, so neither passes as the other. The action is pause, resume, cancel, or
 * `pay-YYYY-MM` (that month's gift). Like an unsubscribe link it never expires and carries no login: its only power
 * is that one change to that one plan, and the page that opens it changes nothing until its button is pressed.
 */

const PURPOSE = 'recurring';
export type PlanLinkAction = RecurringAction | `pay-${string}`;

export async function planLink(db: Db, publicUrl: string, planId: number, action: PlanLinkAction) {
  const mac = linkSignature(await signingKey(db), PURPOSE, planId, action).toString('base64url');
  return `${publicUrl}/monthly-giving?token=${planId}.${action}.${mac}`;
}

/** The plan and action a token names, or 400 when this server's key did not sign it. */
export async function readPlanLink(
  db: Db,
  token: string,
): Promise<{ planId: number; action: RecurringAction | 'pay'; period: string | null }> {
  const [id = '', action = '', mac = '', ...rest] = token.split('.');
  const planId = Number(id);
  const pay = /^pay-(\d{4}-(0[1-9]|1[0-2]))$/.exec(action);
  const fine =
    rest.length === 0 &&
    /^\d{1,10}$/.test(id) &&
    planId > 0 &&
    planId <= 2_147_483_647 &&
    ((RECURRING_ACTIONS as readonly string[]).includes(action) || pay !== null) &&
    signatureMatches(await signingKey(db), mac, PURPOSE, planId, action);
  if (!fine) throw badRequest(t('monthly.linkInvalid'), 'invalid_recurring_link');
  return pay
    ? { planId, action: 'pay', period: pay[1]! }
    : { planId, action: action as RecurringAction, period: null };
}
