import type { LiveBid, LiveSnapshot } from '@auction/contracts';
import { livePerUnitWorking } from '../../../lib/lot-price-line';
import { dollarsToCents } from '../../../lib/money';
import { choiceLotsLeft, displayState, groupedShares } from '../display-state';
import { AskingPrice } from './asking-price';
import { ClerkMessages } from './clerk-messages';
import { DisplayTopBar } from './display-top-bar';
import { HighBidPanel } from './high-bid-panel';
import { LotOnBlock } from './lot-on-block';
import { LotsLeft } from './lots-left';
import { NextLots } from './next-lots';
import { StateBanner } from './state-banner';

interface Props {
  room: LiveSnapshot;
  connected: boolean;
  flash: LiveBid | null;
}

/**
 * The big screen in front of the auctioneer: on a wide screen everything fits one view (no
 * scrolling); on a phone the parts stack, the state and asking price first after the lot.
 */
export function AuctioneerDisplay({ room, connected, flash }: Props) {
  const lot = room.current_lot;
  // Once the hammer falls (or the lot passes) there is nothing left to ask.
  const asking =
    lot && room.sale_status !== 'ended' && (lot.status === 'open' || lot.status === 'fair_warning')
      ? lot.asking_price
      : null;
  return (
    <section
      aria-label="Auctioneer display"
      className="grid min-h-dvh grid-cols-1 content-start gap-3 bg-black p-3 text-white sm:p-5 lg:h-dvh lg:grid-rows-[auto_1fr_auto] lg:content-stretch"
    >
      <DisplayTopBar
        saleTitle={room.title}
        connected={connected}
        onlineBidders={room.presence.online_bidders}
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <LotOnBlock lot={lot} shares={groupedShares(room)} />
        <div className="flex min-w-0 flex-col gap-3">
          <StateBanner state={displayState(room)} />
          {lot?.status === 'choosing' ? (
            <LotsLeft numbers={choiceLotsLeft(lot)} />
          ) : (
            <AskingPrice
              amount={asking}
              perUnit={lot && asking !== null ? livePerUnitWorking(lot, dollarsToCents(asking)) : null}
            />
          )}
          <HighBidPanel high={lot?.high_bid ?? null} bidCount={lot?.bid_count ?? 0} flash={flash} />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <NextLots lots={room.upcoming_lots} />
        <ClerkMessages messages={room.messages} />
      </div>
    </section>
  );
}
