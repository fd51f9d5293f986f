import type { Category, StaffLot } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { AuctionStatusBadge } from '../../../components/admin/auction-status-badge';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageLoader } from '../../../components/ui/page-loader';
import { TextField } from '../../../components/ui/text-field';
import { categoriesQuery } from '../../../lib/categories-query';
import { isNotFound } from '../../../lib/http/is-not-found';
import { notify } from '../../../lib/notify';
import { adminAuctionQuery } from '../../../lib/staff-auctions';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AddFromInventory, UnsoldItems } from '../../inventory-lotting/public';
import { lotGroupsQuery } from '../api/lot-groups';
import { useAddLot, useEditLot, useReorderLots, useWithdrawLot } from '../api/lot-mutations';
import { staffLotsQuery } from '../api/lot-queries';
import { BulkPricesTable } from '../components/bulk-prices-table';
import { ChoiceLotsSection } from '../components/choice-lots/choice-lots-section';
import { choiceBadgesByLot } from '../components/choice-lots/choice-words';
import { LeaveGuard } from '../components/leave-guard';
import { LotForm } from '../components/lot-form';
import { LotImagesPanel } from '../components/lot-images-panel';
import { LotTable } from '../components/lot-table';
import { PublishButton } from '../components/publish-button';
import { nextLotNumber } from '../lot-form-schema';
import { matchesLot } from '../match-lot';
import { useAuctionId } from '../use-auction-id';
import { inSaleOrder, useSaleOrder } from '../use-sale-order';

type Panel = { kind: 'add' } | { kind: 'edit' | 'images'; lotId: string } | null;

export function AdminAuctionLotsPage() {
  const id = useAuctionId();
  const auction = useQuery({ ...adminAuctionQuery(id ?? ''), enabled: id !== null });
  const lotsQuery = useQuery({ ...staffLotsQuery(id ?? ''), enabled: id !== null });
  const categories = useQuery(categoriesQuery);
  useDocumentTitle(auction.data ? `Lots of ${auction.data.title}` : 'Auction lots');
  if (!id || isNotFound(auction.error)) return <NotFoundPage />;
  const loading = auction.isPending || lotsQuery.isPending;
  const failed = auction.isError || lotsQuery.isError;
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <Link to="/admin/auctions" className={buttonClasses('ghost', 'sm', '-ml-3')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All auctions
      </Link>
      <AdminPageHeader
        title={auction.data ? `Lots of ${auction.data.title}` : 'Auction lots'}
        summary="Sale order, lot numbers, prices and pictures."
        actions={
          auction.data && (
            <div className="flex flex-wrap items-center gap-3">
              <AuctionStatusBadge status={auction.data.status} />
              <Link to={`/admin/auctions/${id}/edit`} className={buttonClasses('secondary', 'sm')}>
                Auction settings
              </Link>
              <PublishButton auction={auction.data} />
            </div>
          )
        }
      />
      {loading && <PageLoader />}
      {failed && <Alert tone="error">The lots could not be loaded. Please reload the page.</Alert>}
      {auction.data && lotsQuery.data && (
        <LotsWorkspace
          auctionId={id}
          closed={auction.data.status === 'closed' || auction.data.status === 'settled'}
          draft={auction.data.status === 'draft'}
          lottable={auction.data.status === 'draft' || auction.data.status === 'scheduled'}
          live={auction.data.type === 'live'}
          lots={lotsQuery.data}
          categories={categories.data ?? []}
        />
      )}
      {(auction.data?.status === 'closed' || auction.data?.status === 'settled') && (
        <UnsoldItems auctionId={id} />
      )}
    </div>
  );
}

function LotsWorkspace({
  auctionId,
  closed,
  draft,
  lottable,
  live,
  lots,
  categories,
}: {
  auctionId: string;
  closed: boolean;
  draft: boolean;
  /** Items from inventory may be added (a draft or scheduled auction). */
  lottable: boolean;
  /** A live sale: lots may be offered as a choice. */
  live: boolean;
  lots: StaffLot[];
  categories: Category[];
}) {
  const [panel, setPanel] = useState<Panel>(null);
  const [bulk, setBulk] = useState(false);
  const [fromInventory, setFromInventory] = useState(false);
  const [addRound, setAddRound] = useState(0);
  const [withdrawing, setWithdrawing] = useState<StaffLot | null>(null);
  const add = useAddLot(auctionId);
  const edit = useEditLot(auctionId);
  const withdraw = useWithdrawLot(auctionId);
  const reorder = useReorderLots(auctionId);
  const sale = useSaleOrder(lots);
  const groups = useQuery({ ...lotGroupsQuery(auctionId), enabled: live });
  const choiceBadges = useMemo(() => choiceBadgesByLot(groups.data ?? []), [groups.data]);
  const hasUnsavedOrder = useCallback(() => sale.order !== null, [sale.order]);
  const shown = inSaleOrder(lots, sale.order);
  const [find, setFind] = useState('');
  const visible = find.trim() ? shown.filter((lot) => matchesLot(lot, find)) : shown;
  const panelLot = panel && panel.kind !== 'add' ? lots.find((lot) => lot.id === panel.lotId) : undefined;
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  useEffect(() => {
    if (focusAfterMove) document.getElementById(focusAfterMove)?.focus();
  }, [focusAfterMove]);

  function handleMove(from: number, to: number) {
    const lot = shown[from];
    if (!lot || to < 0 || to >= shown.length) return;
    sale.move(from, to);
    const edge = to === 0 ? 'down' : to === shown.length - 1 ? 'up' : to < from ? 'up' : 'down';
    setFocusAfterMove(`move-${edge}-${lot.id}`);
    sale.announce(`Lot ${lot.lotNumber} moved to position ${to + 1} of ${shown.length}.`);
  }

  function saveOrder() {
    if (!sale.order) return;
    reorder.mutate(sale.order, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        sale.reset();
      },
    });
  }

  // Editing prices keeps the unsaved order, so leaving from there asks too.
  const leaveGuard = <LeaveGuard isDirty={hasUnsavedOrder} message="You have changed the sale order." />;

  if (bulk)
    return (
      <>
        {leaveGuard}
        <BulkPricesTable auctionId={auctionId} lots={lots} onDone={() => setBulk(false)} />
      </>
    );

  return (
    <div className="space-y-5">
      {leaveGuard}
      {closed && <Alert tone="warning">This auction has closed; its lots can no longer change.</Alert>}
      {!draft && !closed && (
        <Alert tone="info">
          The sale order is fixed once the auction is published: each lot's closing time follows it.
        </Alert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button disabled={closed || panel?.kind === 'add'} onClick={() => setPanel({ kind: 'add' })}>
          <Plus aria-hidden="true" className="size-4" />
          Add lot
        </Button>
        <Button variant="secondary" disabled={closed || lots.length === 0} onClick={() => setBulk(true)}>
          Edit prices
        </Button>
        <Button
          variant="secondary"
          disabled={!lottable || fromInventory}
          onClick={() => setFromInventory(true)}
        >
          Add from inventory
        </Button>
      </div>
      {fromInventory && <AddFromInventory auctionId={auctionId} onClose={() => setFromInventory(false)} />}
      {panel?.kind === 'add' && (
        <LotForm
          key={addRound}
          lot={null}
          nextNumber={nextLotNumber(lots)}
          categories={categories}
          saving={add.isPending}
          onCancel={() => setPanel(null)}
          onSave={(body, handlers, another) =>
            add.mutate(body, {
              onSuccess: (lot) => {
                notify.success(`Lot ${lot.lotNumber} added.`);
                if (another) setAddRound((round) => round + 1);
                else setPanel(null);
              },
              onError: handlers.onError,
            })
          }
        />
      )}
      {panel?.kind === 'edit' && panelLot && (
        <LotForm
          key={panelLot.id}
          lot={panelLot}
          nextNumber=""
          categories={categories}
          saving={edit.isPending}
          onCancel={() => setPanel(null)}
          onSave={(body, handlers) =>
            edit.mutate(
              { id: panelLot.id, body },
              {
                onSuccess: (lot) => {
                  notify.success(`Lot ${lot.lotNumber} saved.`);
                  setPanel(null);
                },
                onError: handlers.onError,
              },
            )
          }
        />
      )}
      {panel?.kind === 'images' && panelLot && (
        <LotImagesPanel
          key={panelLot.id}
          auctionId={auctionId}
          lot={panelLot}
          onClose={() => setPanel(null)}
        />
      )}
      {live && <ChoiceLotsSection auctionId={auctionId} locked={!lottable} />}
      {lots.length > 0 && (
        <div className="max-w-sm">
          <TextField
            label="Find a lot"
            type="search"
            value={find}
            onChange={(event) => setFind(event.target.value)}
            hint="By number or title; clear it to change the order."
          />
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {sale.announcement}
      </p>
      {sale.order && (
        <div className="sticky top-0 z-10 flex flex-col gap-3 rounded-xl border border-brass-200 bg-brass-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-brass-700 dark:bg-brass-900/60">
          <p className="text-sm font-medium text-brass-900 dark:text-brass-100">
            The new sale order is not saved yet.
          </p>
          <div className="flex gap-3">
            <Button variant="secondary" size="sm" disabled={reorder.isPending} onClick={sale.reset}>
              Discard order
            </Button>
            <Button size="sm" loading={reorder.isPending} onClick={saveOrder}>
              Save order
            </Button>
          </div>
        </div>
      )}
      {lots.length > 0 && visible.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{`No lot matches “${find.trim()}”.`}</p>
      )}
      {lots.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No lots yet. Add the first one.
        </p>
      ) : (
        visible.length > 0 && (
          <LotTable
            lots={visible}
            canReorder={draft && !find.trim()}
            choiceBadges={choiceBadges}
            onMove={handleMove}
            onEdit={(lot) => setPanel({ kind: 'edit', lotId: lot.id })}
            onImages={(lot) => setPanel({ kind: 'images', lotId: lot.id })}
            onWithdraw={setWithdrawing}
          />
        )
      )}
      {withdrawing && (
        <ConfirmDialog
          title={`Withdraw lot ${withdrawing.lotNumber}?`}
          confirmLabel="Withdraw lot"
          confirmVariant="danger"
          busy={withdraw.isPending}
          onCancel={() => setWithdrawing(null)}
          onConfirm={() =>
            withdraw.mutate(withdrawing.id, {
              onSuccess: (lot) => notify.success(`Lot ${lot.lotNumber} is withdrawn.`),
              onSettled: () => setWithdrawing(null),
            })
          }
        >
          <p>{withdrawing.title} leaves the sale: bidders can no longer bid on it.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
