/** The API speaks taka with at most two decimals; the database keeps whole poisha. */
export const takaFromPoisha = (poisha: number): number => poisha / 100;

export const poishaFromTaka = (taka: number): number => Math.round(taka * 100);

const takaFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Taka as a message writes it: ৳1,234.50. */
export const takaText = (taka: number) => `৳${takaFormat.format(taka)}`;
