import type { Config } from '../config';
import type { PaymentGateway } from './gateway';
import { createPaymongoGateway } from './paymongo';
import { createSandboxGateway } from './sandbox';
import { createXenditGateway } from './xendit';

const gateways = new WeakMap<Config, PaymentGateway>();

/** The gateway chosen by PAYMENT_PROVIDER, one per configuration (the app's config object). */
export function gatewayFor(config: Config): PaymentGateway {
  let gateway = gateways.get(config);
  if (!gateway) {
    const { payments } = config;
    gateway =
      payments.provider === 'xendit'
        ? createXenditGateway(payments.xendit)
        : payments.provider === 'paymongo'
          ? createPaymongoGateway(payments.paymongo)
          : createSandboxGateway({ secret: payments.sandboxWebhookSecret, publicUrl: config.publicUrl });
    gateways.set(config, gateway);
  }
  return gateway;
}
