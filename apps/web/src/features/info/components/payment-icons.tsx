import { Icon } from '../../../ui/icons';

/** Line icons for the payment options, which only that page shows. */
export const MobileWalletIcon = () => (
  <Icon>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M10.5 18.5h3M9 9h6M9 12.5h4" />
  </Icon>
);

export const BankIcon = () => (
  <Icon>
    <path d="M3 9.5 12 4l9 5.5M4.5 20.5h15M6 10.5v7M10 10.5v7M14 10.5v7M18 10.5v7" />
  </Icon>
);
