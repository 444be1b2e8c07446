import { SIZE_CHART } from '@haat/contracts/constants';
import { useState } from 'react';
import { useT } from '../../../../lib/i18n';
import { Modal } from '../../../../ui/modal';
import { productMessages } from './messages';

const CHART_SIZES = Object.keys(SIZE_CHART) as (keyof typeof SIZE_CHART)[];

/** The Size chart button and its modal: chest and length in inches for S to XL. */
export function SizeChart() {
  const t = useT(productMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="product-info__link-button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {t('sizeChart')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('sizeChartTitle')}
        closeLabel={t('closeViewer')}
      >
        <table className="product-size-chart">
          <caption>{t('sizeChartCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('size')}</th>
              <th scope="col">{t('chest')}</th>
              <th scope="col">{t('length')}</th>
            </tr>
          </thead>
          <tbody>
            {CHART_SIZES.map((size) => (
              <tr key={size}>
                <th scope="row">{size}</th>
                <td>{t('inches', { value: SIZE_CHART[size].chest })}</td>
                <td>{t('inches', { value: SIZE_CHART[size].length })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Modal>
    </>
  );
}
