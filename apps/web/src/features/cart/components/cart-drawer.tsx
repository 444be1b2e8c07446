import { useT } from '../../../lib/i18n';
import { SideDrawer } from '../../../ui/side-drawer';
import { cartIconMessages } from '../icon-messages';
import MiniCart from './mini-cart';

/** The floating cart's drawer: the cart from the right edge, over the page. */
export default function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT(cartIconMessages);
  return (
    <SideDrawer
      open={open}
      onClose={onClose}
      label={t('cart')}
      closeLabel={t('closeCart')}
      heading={<strong className="cart-drawer__title">{t('cart')}</strong>}
      side="right"
    >
      <MiniCart />
    </SideDrawer>
  );
}
