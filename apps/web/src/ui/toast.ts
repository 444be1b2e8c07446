import { TOAST_REGION_ID } from './toast-region';
import './toast.css';

let clearing: number | undefined;

/**
 * Shows `text` over the page for `ms` (the spec's Purchase Successful, 3 s). It outlives the page
 * that showed it: checkout goes on to the payment page while it shows. It is written into the
 * frame's status region, which is always there, so that a screen reader announces it; this code
 * comes only with the pages that show toasts.
 */
export function showToast(text: string, ms: number) {
  const region = document.getElementById(TOAST_REGION_ID);
  if (!region) return;
  const toast = document.createElement('p');
  toast.className = 'toasts__toast';
  toast.textContent = text;
  region.replaceChildren(toast);
  window.clearTimeout(clearing);
  clearing = window.setTimeout(() => region.replaceChildren(), ms);
}
