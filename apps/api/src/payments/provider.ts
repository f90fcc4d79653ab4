import type { Config } from '../config';
import type { PaymentGateway } from './gateway';
import { createPaymongoGateway } from './paymongo';
import { createSandboxGateway } from './sandbox';
import { createXenditGateway } from './xendit';

/** The gateway chosen by PAYMENT_PROVIDER. */
export function createGateway(config: Config): PaymentGateway {
  const { payments } = config;
  return payments.provider === 'xendit'
    ? createXenditGateway(payments.xendit)
    : payments.provider === 'paymongo'
      ? createPaymongoGateway(payments.paymongo)
      : createSandboxGateway({
          secret: payments.sandboxWebhookSecret,
          publicUrl: config.publicUrl,
          methods: payments.sandboxMethods,
        });
}
