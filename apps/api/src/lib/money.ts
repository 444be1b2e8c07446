/** The API speaks taka with at most two decimals; the database keeps whole poisha. */
export const takaFromPoisha = (poisha: number): number => poisha / 100;

export const poishaFromTaka = (taka: number): number => Math.round(taka * 100);
