/** Renters pay the daily price for every started day, plus this service surcharge. */
export const SURCHARGE_RATE = 0.1;

export function roundToCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

export function totalPrice(days: number, dailyRentalPrice: number): number {
  return roundToCents(days * dailyRentalPrice * (1 + SURCHARGE_RATE));
}

export function formatDollars(amount: number): string {
  return `$${amount.toFixed(2).replace(/\.00$/, '')}`;
}
