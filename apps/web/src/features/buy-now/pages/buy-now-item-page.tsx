import { useQuery } from '@tanstack/react-query';
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { LotGallery } from '../../../components/catalogue/lot-gallery';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { isNotFound } from '../../../lib/http/is-not-found';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResourceId } from '../../../lib/use-resource-id';
import { buyNowItemQuery } from '../api/buy-now-queries';
import { BuyPanel } from '../components/buy-panel';

/** /inventory/{id}-{slug}: a buy-now item with its pictures, details, all-in price and Buy now. */
export function BuyNowItemPage() {
  const id = useResourceId('itemId');
  if (!id) return <NotFoundPage />;
  return <ItemView id={id} />;
}

function ItemView({ id }: { id: string }) {
  const query = useQuery(buyNowItemQuery(id));
  const item = query.data;
  const notFound = query.isError && isNotFound(query.error);
  useDocumentTitle(item ? item.title : notFound ? 'Page not found' : 'Item');

  if (query.isError) {
    if (notFound) return <NotFoundPage />;
    return (
      <Container className="py-10">
        <EmptyState icon={ImageOff} title="This item could not be loaded">
          Check your connection and try again.
        </EmptyState>
      </Container>
    );
  }
  if (!item) {
    return (
      <Container className="grid gap-6 py-8 lg:grid-cols-2">
        <BlockSkeleton label="Loading the item" className="aspect-[4/3]" />
        <BlockSkeleton label="Loading the price" className="h-72" />
      </Container>
    );
  }

  const facts = [
    ['Condition', item.condition],
    ['Brand', item.brand],
    ['Quantity', item.quantity > 1 ? String(item.quantity) : ''],
    ['Item number', item.sku],
  ].filter(([, value]) => value);

  return (
    <Container className="pt-6 pb-10 sm:pt-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-300">
        <Link to="/buy-now" className="hover:underline">
          Buy now
        </Link>
        {item.category && item.category_slug && (
          <>
            <span aria-hidden="true"> / </span>
            <Link to={`/buy-now?category=${item.category_slug}`} className="hover:underline">
              {item.category}
            </Link>
          </>
        )}
      </nav>
      <div className="mt-4 grid gap-6 lg:grid-cols-[3fr_2fr] lg:gap-10">
        <LotGallery images={item.images} title={item.title} noun="item" />
        <div className="space-y-5">
          <h1 className="text-2xl font-semibold sm:text-3xl">{item.title}</h1>
          <BuyPanel item={item} />
        </div>
      </div>
      <section aria-labelledby="details-heading" className="mt-10 max-w-3xl">
        <h2 id="details-heading" className="text-xl font-semibold">
          Details
        </h2>
        {item.description && <p className="mt-3 whitespace-pre-line">{item.description}</p>}
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Container>
  );
}
