/** The payment form's props, shared by PaymentForm and each implementation it loads. */

export type PaymentProvider = 'stripe' | 'local';

export type PaymentFormProps = {
  /** From the server's checkout answer. */
  provider: PaymentProvider;
  /** From the server's checkout answer. */
  clientSecret: string;
  /** The local form's button, e.g. 'Pay $130' or 'Start Free Trial'. */
  payLabel: string;
  /** Put before the provider's message when a payment fails ('Payment error: '). */
  failurePrefix?: string;
};

/** What each implementation receives. */
export type PaymentImplementationProps = Omit<PaymentFormProps, 'provider'>;
