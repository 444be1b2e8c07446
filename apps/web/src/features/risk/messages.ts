import { defineMessages } from '../../lib/i18n';

/** Texts of the COD guard's back office: the review queue, a number's history, the settings. */
export const riskMessages = defineMessages('risk', {
  title: 'COD guard',
  intro:
    'Orders paid on delivery are checked against the delivery history of their phone number and address. Orders the guard held wait here for your decision.',
  loading: 'Loading...',
  loadFailed: 'This could not be loaded. Please try again.',
  figures:
    'Last 30 days: {passed} passed, {held} held, {refused} refused; {prevented} refusals at the door prevented. Released orders: {delivered} delivered, {returned} not received.',

  heldTitle: 'Held orders',
  noneHeld: 'No order is waiting for a check.',
  colOrder: 'Order',
  colCustomer: 'Customer',
  colWhy: 'Why',
  colHistory: 'Number’s history',
  statusHeld: 'Held for a check',
  statusAwaitingAdvance: 'Waiting for the delivery fee ({fee})',
  history: '{delivered} delivered, {refused} not received of {finished} finished, {open} open',
  approve: 'Release',
  cancel: 'Cancel order',
  deciding: 'Saving...',

  ruleBlocked: 'The number is blocked: {note}',
  rulePhoneDailyLimit: 'Orders by the number in 24 hours: {count} (limit {limit})',
  ruleAddressDailyLimit: 'Orders to the address in 24 hours: {count} (limit {limit})',
  ruleRefusalCount: '{refused} deliveries not received (limit {limit})',
  ruleRefusalRate: '{percent}% of {finished} finished orders not received (limit {limit}%)',
  ruleCodeRequired: 'The number is not confirmed by a code',
  ruleRefusedBefore: '{refused} earlier deliveries not received',
  ruleAdvanceRequested: 'The customer chose to pay the delivery fee ({deliveryFee}) in advance',

  lookupTitle: 'Look up a number',
  phoneLabel: 'Mobile number',
  lookUp: 'Look up',
  lookupHistory:
    '{delivered} delivered, {refused} refused at the door, {returned} returned after delivery, {cancelledAfterShipping} cancelled after booking, {cancelled} cancelled, {open} open.',
  noHistory: 'No order has gone to this number yet.',
  blockedSince: 'Blocked from paying on delivery: {note}',
  notBlocked: 'This number may pay on delivery.',
  blockNote: 'Why (the note is kept with the block)',
  block: 'Block from cash on delivery',
  unblock: 'Unblock',

  settingsTitle: 'Settings',
  enabled: 'Check orders paid on delivery',
  codeWhen: 'Ask for a code sent by SMS',
  codeNever: 'Never',
  codeAlways: 'Always',
  codeNewNumbers: 'For numbers with no delivered order yet',
  codeAboveTotal: 'For orders above a total',
  aboveTotal: 'Order total (taka)',
  maxRefused: 'Offer only online payment from this many deliveries not received',
  maxRefusedPercent: '…or from this share of finished orders not received (%)',
  minFinishedOrders: '…once the number has this many finished orders',
  holdFromRefused: 'Hold orders for a check from this many deliveries not received',
  perPhone: 'Orders paid on delivery one number may place in 24 hours (empty: no limit)',
  perAddress: 'Orders paid on delivery one address may take in 24 hours (empty: no limit)',
  save: 'Save',
  saving: 'Saving...',
  saved: 'Saved.',
});
