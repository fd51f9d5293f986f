import { buyNowItemPath, type BuyNowCard as Card } from '@auction/contracts';
import { CatalogueCard } from '../../../components/catalogue/catalogue-card';
import { formatCents } from '../../../lib/money';

/** One item of the buy-now grid: picture, title, category and price, linking to its page. */
export function BuyNowCard({ item }: { item: Card }) {
  return (
    <CatalogueCard
      picture={{ src: item.image?.thumb, variants: item.image }}
      label={item.category}
      to={buyNowItemPath(item)}
      title={item.title}
      priceLabel="Buy now"
      price={formatCents(item.price_cents)}
    />
  );
}
