/** Two digits, zero-padded: clocks, dates and countdowns. */
export const pad2 = (n: number): string => String(n).padStart(2, '0');
