import { randomBytes } from 'node:crypto';
import type { RecordedRequest } from './http';

/**
 * PayMongo's on-demand subscriptions (Maya), as the fake PayMongo server speaks them: plans, customers,
 * subscriptions whose first invoice's payment intent is paid through an attached `paymaya` payment method (its
 * redirect is the Maya authorisation page), and the merchant's on-demand charge of a subscription. What the stored
 * documentation did not show is marked in docs/decisions/033-paymongo-saved-methods.md.
 */

type Answer = { status: number; body: unknown };
type Intent = {
  id: string;
  status: 'awaiting_payment_method' | 'awaiting_next_action' | 'succeeded';
  amount: number;
  currency: string;
  payment_method: string | null;
  last_payment_error: { code: string; detail: string } | null;
  next_action: { type: 'redirect'; redirect: { url: string; return_url: string } } | null;
};
type Invoice = {
  id: string;
  amount: number;
  currency: string;
  status: 'open' | 'paid';
  description: string | null;
  metadata: Record<string, string> | null;
  payment_intent: Intent;
  subscription_id: string;
  created_at: number;
};
export type FakeSubscription = {
  id: string;
  customer_id: string;
  plan_id: string;
  status: 'incomplete' | 'active';
  invoices: Invoice[];
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').slice(0, 24)}`;
const seconds = () => Math.floor(Date.now() / 1000);
const errors = (status: number, code: string, detail: string): Answer => ({
  status,
  body: { errors: [{ code, detail }] },
});
const attributesOf = (body: unknown) =>
  (body as { data?: { attributes?: Record<string, unknown> } } | undefined)?.data?.attributes;

export function fakePaymongoSubscriptions(baseUrl: () => string) {
  const plans = new Map<string, { amount: number; currency: string; name: string }>();
  const customers = new Map<string, Record<string, unknown>>();
  const methods = new Map<string, { type: string }>();
  const subscriptions = new Map<string, FakeSubscription>();
  let chargeOutcome: 'succeed' | 'decline' = 'succeed';
  /** The next on-demand charges answer 500 after charging (the merchant cannot tell whether it went through). */
  let failAfterCharging = 0;

  const subscriptionBody = (subscription: FakeSubscription) => {
    const latest = subscription.invoices.at(-1)!;
    const { subscription_id, ...invoice } = latest;
    return {
      data: {
        id: subscription.id,
        type: 'subscription',
        attributes: {
          customer_id: subscription.customer_id,
          plan_id: subscription.plan_id,
          status: subscription.status,
          latest_invoice: invoice,
          livemode: false,
        },
      },
    };
  };
  const intentOf = (intentId: string) =>
    [...subscriptions.values()].flatMap((s) => s.invoices).find((i) => i.payment_intent.id === intentId);

  function newInvoice(subscription: FakeSubscription, fields: Partial<Invoice> = {}): Invoice {
    const plan = plans.get(subscription.plan_id)!;
    const invoice: Invoice = {
      id: id('inv'),
      amount: plan.amount,
      currency: plan.currency,
      status: 'open',
      description: null,
      metadata: null,
      payment_intent: {
        id: id('pi'),
        status: 'awaiting_payment_method',
        amount: plan.amount,
        currency: plan.currency,
        payment_method: null,
        last_payment_error: null,
        next_action: null,
      },
      subscription_id: subscription.id,
      created_at: seconds(),
      ...fields,
    };
    subscription.invoices.push(invoice);
    return invoice;
  }

  function handle(request: RecordedRequest): Answer | null {
    const a = attributesOf(request.body);
    if (request.method === 'POST' && request.path === '/v1/subscriptions/plans') {
      if (!a) return errors(400, 'parameter_required', 'data.attributes is required.');
      if (typeof a.name !== 'string' || !a.name)
        return errors(400, 'parameter_required', 'name is required.');
      if (!Number.isInteger(a.amount) || (a.amount as number) < 1)
        return errors(400, 'parameter_invalid', 'amount is invalid.');
      if (a.currency !== 'PHP') return errors(400, 'parameter_invalid', 'currency is invalid.');
      if (!['weekly', 'monthly', 'yearly'].includes(a.interval as string))
        return errors(400, 'parameter_invalid', 'interval is invalid.');
      if (!Number.isInteger(a.interval_count))
        return errors(400, 'parameter_invalid', 'interval_count is invalid.');
      const planId = id('plan');
      plans.set(planId, { amount: a.amount as number, currency: 'PHP', name: a.name });
      return {
        status: 200,
        body: { data: { id: planId, type: 'plan', attributes: { ...a, livemode: false } } },
      };
    }
    if (request.method === 'POST' && request.path === '/v1/customers') {
      if (!a) return errors(400, 'parameter_required', 'data.attributes is required.');
      for (const field of ['first_name', 'last_name', 'email', 'default_device'])
        if (typeof a[field] !== 'string' || !a[field])
          return errors(400, 'parameter_required', `${field} is required.`);
      if (!['phone', 'email'].includes(a.default_device as string))
        return errors(400, 'parameter_invalid', 'default_device is invalid.');
      const customerId = id('cus');
      customers.set(customerId, a);
      return { status: 200, body: { data: { id: customerId, type: 'customer', attributes: a } } };
    }
    if (request.method === 'POST' && request.path === '/v1/subscriptions') {
      if (!a) return errors(400, 'parameter_required', 'data.attributes is required.');
      if (!customers.has(a.customer_id as string))
        return errors(404, 'resource_not_found', `No such customer with id ${String(a.customer_id)}.`);
      if (!plans.has(a.plan_id as string))
        return errors(404, 'resource_not_found', `No such plan with id ${String(a.plan_id)}.`);
      const subscription: FakeSubscription = {
        id: id('subs'),
        customer_id: a.customer_id as string,
        plan_id: a.plan_id as string,
        status: 'incomplete',
        invoices: [],
      };
      subscriptions.set(subscription.id, subscription);
      newInvoice(subscription);
      return { status: 200, body: subscriptionBody(subscription) };
    }
    if (request.method === 'POST' && request.path === '/v1/payment_methods') {
      if (a?.type !== 'paymaya' && a?.type !== 'card')
        return errors(400, 'parameter_invalid', 'type is invalid.');
      const methodId = id('pm');
      methods.set(methodId, { type: a.type });
      return {
        status: 200,
        body: { data: { id: methodId, type: 'payment_method', attributes: { type: a.type } } },
      };
    }
    const attach = /^\/v1\/payment_intents\/([^/]+)\/attach$/.exec(request.path);
    if (request.method === 'POST' && attach) {
      const invoice = intentOf(attach[1]!);
      if (!invoice) return errors(404, 'resource_not_found', `No such payment_intent with id ${attach[1]}.`);
      if (!methods.has(a?.payment_method as string))
        return errors(400, 'parameter_invalid', 'payment_method is invalid.');
      if (typeof a?.return_url !== 'string')
        return errors(400, 'parameter_required', 'return_url is required.');
      const intent = invoice.payment_intent;
      if (intent.status !== 'awaiting_payment_method')
        return errors(
          400,
          'payment_intent_not_attachable',
          'The payment intent cannot take a payment method.',
        );
      intent.payment_method = a.payment_method as string;
      intent.status = 'awaiting_next_action';
      intent.next_action = {
        type: 'redirect',
        redirect: { url: `${baseUrl()}/maya/authorize/${intent.id}`, return_url: a.return_url },
      };
      return {
        status: 200,
        body: {
          data: {
            id: intent.id,
            type: 'payment_intent',
            attributes: {
              amount: intent.amount,
              currency: intent.currency,
              status: intent.status,
              next_action: intent.next_action,
            },
          },
        },
      };
    }
    const one = /^\/v1\/subscriptions\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && one) {
      const subscription = subscriptions.get(one[1]!);
      return subscription
        ? { status: 200, body: subscriptionBody(subscription) }
        : errors(404, 'resource_not_found', `No such subscription with id ${one[1]}.`);
    }
    const trigger = /^\/v1\/subscriptions\/([^/]+)\/trigger$/.exec(request.path);
    if (request.method === 'POST' && trigger) {
      const subscription = subscriptions.get(trigger[1]!);
      if (!subscription)
        return errors(404, 'resource_not_found', `No such subscription with id ${trigger[1]}.`);
      if (subscription.status !== 'active')
        return errors(400, 'resource_failed_state', 'The subscription has no authorised payment method yet.');
      const metadata = (a?.metadata as Record<string, string> | undefined) ?? null;
      const invoice = newInvoice(subscription, {
        metadata,
        description: (a?.description as string | undefined) ?? null,
      });
      const intent = invoice.payment_intent;
      intent.payment_method = subscription.invoices[0]!.payment_intent.payment_method;
      if (chargeOutcome === 'succeed') {
        intent.status = 'succeeded';
        invoice.status = 'paid';
      } else {
        intent.last_payment_error = {
          code: 'payment_declined',
          detail: 'The Maya account declined the debit.',
        };
      }
      if (failAfterCharging > 0) {
        failAfterCharging -= 1;
        return errors(500, 'internal_server_error', 'Something went wrong.');
      }
      return { status: 200, body: subscriptionBody(subscription) };
    }
    return null;
  }

  const invoiceResource = (invoice: Invoice) => ({
    id: invoice.id,
    type: 'invoice',
    attributes: { ...invoice, livemode: false },
  });

  return {
    handle,
    subscriptions,
    /** The subscription made for a donor (by their customer's email). */
    subscriptionOf(email: string): FakeSubscription {
      const found = [...subscriptions.values()].find((s) => customers.get(s.customer_id)?.email === email);
      if (!found) throw new Error(`no fake subscription for ${email}`);
      return found;
    },
    customer: (customerId: string) => customers.get(customerId),
    plan: (planId: string) => plans.get(planId),
    /** The on-demand charges made so far (every invoice after a subscription's first). */
    charges: () => [...subscriptions.values()].flatMap((s) => s.invoices.slice(1)),
    /** The donor authorises the first payment on Maya's page: it is paid and the subscription active. */
    authorise(subscriptionId: string): Invoice {
      const subscription = subscriptions.get(subscriptionId)!;
      const invoice = subscription.invoices[0]!;
      invoice.payment_intent.status = 'succeeded';
      invoice.payment_intent.next_action = null;
      invoice.status = 'paid';
      subscription.status = 'active';
      return invoice;
    },
    invoiceResource,
    declineCharges: (decline: boolean) => {
      chargeOutcome = decline ? 'decline' : 'succeed';
    },
    failNextChargesAfterCharging: (count: number) => {
      failAfterCharging = count;
    },
  };
}
