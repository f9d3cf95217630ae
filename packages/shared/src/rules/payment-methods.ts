/** How a visit is paid at reception (issue 30). Apart from the floor's roles: the customer's history shows it. */
export const PAYMENT_METHODS = ['cash', 'card', 'transfer', 'balance'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
