const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text is a uuid: anything else cannot name a row, so it is not looked up at all. */
export const isUuid = (text: string): boolean => UUID.test(text);
