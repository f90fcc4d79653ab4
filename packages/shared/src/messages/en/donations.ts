export const donations = {
  loginRequired: 'You need to be logged in to make a donation.',
  goToLogin: 'Go to Login',
  processing: 'Processing',
  invalidAmount: 'Please enter a valid amount',
  failure: 'Failed to process donation. Please try again.',
  noPaymentUrl: 'Failed to create payment link - no payment URL received',
  linkOpened: 'Payment link opened in new tab. Please complete your payment there.',
  descriptionForEvent: '{{product}} - Donation for {{event}} by {{charity}}',
  descriptionForCharity: '{{product}} - Donation for {{charity}}',
} as const;

export const payment = {
  missingRequestId: 'Invalid payment information - missing request ID',
  failed: '❌ Payment {{status}}. Please try again or contact support.',
  checkFailed:
    '❌ There was an error checking your payment status. Please contact support if your payment was deducted.',
  success: '🎉 Thank you for your donation! Your contribution has been processed successfully.',
  pending: '⏳ Your payment is being processed. Please wait...',
} as const;
