import type { Courier } from '@haat/contracts/constants';
import { defineMessages } from '../../lib/i18n';

/** Texts of the cash couriers collect: their payouts imported, and the dashboard's courier figures. */
export const courierMessages = defineMessages('admin-couriers', {
  courierSteadfast: 'Steadfast',
  courierPathao: 'Pathao',

  // Payouts
  navPayouts: 'Courier payouts',
  payoutsTitle: 'Courier payouts',
  payoutsIntro:
    'Import the payout statement a courier’s merchant panel exports as CSV: Steadfast’s payment report or Pathao’s payment invoice. Each line is matched with its parcel by consignment ID, tracking code or invoice. An order whose cash the courier collected is marked paid, with the courier’s charges; a returned parcel’s charge is recorded. A line imported before changes nothing.',
  importTitle: 'Import a payout statement',
  courier: 'Courier',
  payoutFile: 'Payout statement (CSV)',
  columnsTitle: 'Column names, for another layout',
  columnsHelp:
    'Leave these empty for the courier’s own export. Otherwise write the header of each column as it is in the file.',
  columnPayoutId: 'Payout ID column',
  columnConsignmentId: 'Consignment ID column',
  columnTrackingCode: 'Tracking code column',
  columnInvoice: 'Invoice (order number) column',
  columnCollected: 'Collected amount column',
  columnDeliveryCharge: 'Delivery charge column',
  columnCodCharge: 'COD charge column',
  columnReturnCharge: 'Return charge column',
  columnNet: 'Net payout column',
  importPayout: 'Import',
  importing: 'Importing...',
  chooseFile: 'Please choose the payout statement file.',
  resultTitle: 'What the statement did',
  resultCounts:
    'Orders paid: {paid}. Charges of returned parcels recorded: {charged}. Already settled: {alreadySettled}. Reported: {reported}.',
  nothingNew: 'This payout was imported before: nothing changed.',
  settledTitle: 'Settled now',
  alreadyTitle: 'Settled before: nothing changed',
  reportedTitle: 'Reported, not applied',
  settledLine: 'Line {line}: order {orderNumber}, collected {collected}, charges {charges}, net {net}',
  reportedLine: 'Line {line}, {parcel}: {problem}',
  reportedLineOfOrder: 'Line {line}, {parcel} (order {orderNumber}): {problem}',
  reportedLineUnread: 'Line {line}: {problem}',
  outcomePaid: 'paid',
  outcomeCharged: 'returned: its charge recorded',
  problemQuotesUnreadable: 'a quote is left open, so its fields cannot be read',
  problemConsignmentUnreadable:
    'no consignment ID, tracking code or invoice that can be read (a formula is not read)',
  problemAmountUnreadable: 'an amount cannot be read',
  problemPayoutIdUnreadable: 'its payout ID cannot be read',
  problemUnknownConsignment: 'no parcel of the shop has this ID',
  problemOtherCourier: 'this is another courier’s parcel',
  problemNotCollected: 'the courier has not collected cash for this order, or it is not waiting for a payout',
  problemAmountDiffers: 'the amount is not what the courier collected',
  problemParcelNotEnded: 'nothing was collected, but the parcel was neither delivered nor sent back',
  problemSettledOtherwise: 'settled already by another line with other figures',
  listTitle: 'Payouts imported',
  noPayouts: 'No payout has been imported yet.',
  colPayout: 'Payout',
  colCourier: 'Courier',
  colImported: 'Imported',
  colParcels: 'Parcels',
  colCollected: 'Collected',
  colCharges: 'Charges',
  colNet: 'Net',
  parcels: '{paid} paid, {charged} returned',
  chargesDetail: 'Delivery {delivery}, COD {cod}, return {returned}',

  // The dashboard
  couriersTitle: 'Cash with couriers',
  cashHeld: 'Collected at the door, not yet paid out',
  cashOrders: '{count} orders',
  cashOrdersOne: '{count} order',
  overdue: 'Delivered {days} or more days ago',
  returnsTitle: 'Returns over the last {days} days',
  returnsNote: 'Parcels sent back, of parcels delivered or sent back.',
  returnsByCourier: 'By courier',
  returnsByDistrict: 'By district',
  returnRate: '{rate}% ({returned} of {ended})',
  noParcels: 'No parcel has reached its end yet.',
});

export const COURIER_NAMES = {
  steadfast: 'courierSteadfast',
  pathao: 'courierPathao',
} as const satisfies Record<Courier, keyof typeof courierMessages.en>;
