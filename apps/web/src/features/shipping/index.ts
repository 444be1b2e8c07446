import { lazy } from 'react';

/** What the back office uses of the courier work. */
export { BookingBar } from './components/booking-bar';
export { CourierPanel } from './components/courier-panel';
export { CouriersSettings } from './components/couriers-settings';
export { ChooseOrder, type OrderChoice, useOrderChoice } from './components/order-choice';
export { shippingMessages } from './messages';

/** The labels' print page, with its barcode and QR code makers: loaded when it is opened, not with the back office. */
export const LabelsPage = lazy(() => import('./pages/labels-page'));
