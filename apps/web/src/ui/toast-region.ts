/** The id of the frame's status region where toasts show (`ui/toast.ts`). */
export const TOAST_REGION_ID = 'toasts';
