import type { ClerkActionInput, LiveSnapshot } from '@auction/contracts';
import type { ClerkAction as AiClerkAction, IncrementProfile, LiveCommand } from '@auction/domain';
import { incrementAt, liveBlockRefusal, liveCommandRefusal } from '@auction/domain';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { formatCents } from '../../../lib/money';
import type { ClerkRoom } from '../hooks/use-clerk-room';
import { useShortcuts } from '../hooks/use-shortcuts';
import { aiActionToClerkAction, clerkAction, stepAsking } from '../lib/clerk-commands';
import { saleContextOf, saleStateOf } from '../lib/sale-state';
import type { ShortcutCommand } from '../lib/shortcuts';
import { AiClerkSection } from './ai-clerk-section';
import { AskingPriceForm } from './asking-price-form';
import { BidLedger } from './bid-ledger';
import { ChoiceTakes } from './choice-takes';
import { FloorBidForm } from './floor-bid-form';
import { LotControls } from './lot-controls';
import { LotOnBlock } from './lot-on-block';
import { MessagesForm } from './messages-form';
import { PanelHeader } from './panel-header';
import { PhoneLines } from './phone-lines';
import { AbsenteeBids, OnlineBidders, Results } from './room-lists';
import { type SaleAction, SaleActions } from './sale-actions';

const card = 'rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';

/** The clerk's console for a live sale; `camera` (single-source mode) sits at the top of the side column. */
export function ClerkPanel({
  clerk,
  room,
  profile,
  camera,
  roomPath,
}: {
  clerk: ClerkRoom;
  room: LiveSnapshot;
  profile: IncrementProfile;
  camera?: ReactNode;
  roomPath: string;
}) {
  const [help, setHelp] = useState(false);
  const [aiOn, setAiOn] = useState(false);
  const floorAmount = useRef<HTMLInputElement>(null);
  const messageBox = useRef<HTMLInputElement>(null);
  const lot = room.current_lot;
  const asking = lot?.asking_price ?? 0;
  const auctionId = room.auction_id;
  const act = (action: ClerkActionInput) => clerk.send(clerkAction(auctionId, action));

  const setAsking = (amount: number | null) => {
    if (!lot) return act({ type: 'set_asking_price', amount: amount as number });
    return clerk.send({ type: 'update_asking_price', lot_id: lot.lot_id, asking_price: amount as number });
  };
  const stepped = (steps: number) => stepAsking(profile, asking, steps);
  const sale = useMemo(
    () => ({ state: saleStateOf(room), context: saleContextOf(room, profile) }),
    [room, profile],
  );
  /** Why a command cannot apply to the sale as the server last confirmed it; null when it can. */
  const whyNot = (command: LiveCommand) =>
    liveCommandRefusal(sale.state, command, sale.context)?.message ?? null;
  /** Why no floor bid or asking price can be taken now (no lot open, sold, paused...); null when they can. */
  const blockReason = liveBlockRefusal(sale.state, sale.context)?.message ?? null;
  /** Sends a one-press command, or shows why it cannot apply (a key pressed at the wrong moment). */
  const press = (command: SaleAction | 'next_lot') => {
    const reason = whyNot({ type: command });
    if (reason) return clerk.refuse(reason);
    act({ type: command });
  };

  useShortcuts((command: ShortcutCommand) => {
    if (blockReason && ['ask_up', 'ask_down', 'focus_floor_bid'].includes(command)) {
      return clerk.refuse(blockReason);
    }
    switch (command) {
      case 'pause_resume':
        return press(room.sale_status === 'paused' ? 'resume' : 'pause');
      case 'next_lot':
        return press('next_lot');
      case 'ask_up':
        return setAsking(stepped(1));
      case 'ask_down':
        return setAsking(stepped(-1));
      case 'focus_floor_bid':
        floorAmount.current?.focus();
        floorAmount.current?.select();
        return;
      case 'focus_message':
        return messageBox.current?.focus();
      case 'help':
        return setHelp((open) => !open);
      default:
        return press(command);
    }
  });

  const applyProposal = (action: AiClerkAction) => {
    const wire = aiActionToClerkAction(action);
    if (wire) act(wire);
  };

  return (
    <section aria-label="Clerk panel" className="space-y-4 p-3 sm:p-4 lg:p-6">
      <PanelHeader
        room={room}
        clerk={clerk}
        roomPath={roomPath}
        help={help}
        onHelp={() => setHelp((o) => !o)}
      />
      {clerk.refusal && (
        <div className="sticky top-0 z-10">
          <Alert tone="error" title="Refused">
            {clerk.refusal}
          </Alert>
        </div>
      )}
      <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-4">
          <LotOnBlock room={room} />
          {lot?.status === 'choosing' && lot.choice && (
            <ChoiceTakes
              room={room}
              choice={lot.choice}
              whyNot={whyNot}
              onTake={(lotIds, paddle) =>
                act(
                  paddle === undefined
                    ? { type: 'take_choice', lot_ids: lotIds }
                    : { type: 'take_choice', lot_ids: lotIds, paddle },
                )
              }
              onPassRest={() => press('pass')}
            />
          )}
          <div className={`${card} space-y-4`}>
            <LotControls
              room={room}
              whyNot={whyNot}
              onOpen={(lotId) => act({ type: 'open_lot', lot_id: lotId })}
              onNext={() => press('next_lot')}
            />
            <div className="grid gap-4 2xl:grid-cols-2">
              <AskingPriceForm
                asking={asking}
                stepped={stepped}
                onSet={setAsking}
                disabled={blockReason !== null}
              />
              <FloorBidForm
                asking={asking}
                amountRef={floorAmount}
                disabled={blockReason !== null}
                onEnter={({ amount, paddle }) =>
                  !!lot &&
                  clerk.send({
                    type: 'place_bid',
                    lot_id: lot.lot_id,
                    amount: amount as number,
                    is_floor: true,
                    ...(paddle === null ? {} : { paddle }),
                  })
                }
              />
            </div>
            <SaleActions room={room} whyNot={whyNot} onAction={press} />
            {lot && (
              <p className="text-xs text-slate-600 dark:text-slate-400">
                Internet bids at the asking price are taken as they arrive (first one wins); the asking price
                then rises by {formatCents(incrementAt(profile, Math.round(asking * 100)))}.
              </p>
            )}
          </div>
          <div className={card}>
            <BidLedger room={room} />
          </div>
        </div>
        <div className="min-w-0 space-y-4">
          {camera && <div className={card}>{camera}</div>}
          <div className={card}>
            <MessagesForm
              room={room}
              inputRef={messageBox}
              onSend={(text) =>
                clerk.send({ type: 'send_message', auction_id: auctionId, message: text, is_clerk: true })
              }
            />
          </div>
          <div className={`${card} grid gap-4 sm:grid-cols-2 xl:grid-cols-1`}>
            <OnlineBidders room={room} />
            <AbsenteeBids room={room} />
          </div>
          <div className={card}>
            <PhoneLines
              room={room}
              disabled={blockReason !== null}
              onBid={(paddle, amount) => act({ type: 'phone_bid', paddle, amount })}
            />
          </div>
          <div className={card}>
            <AiClerkSection
              on={aiOn}
              onToggle={() => setAiOn((on) => !on)}
              context={{
                askingPrice: lot?.asking_price ?? null,
                highBid: lot?.high_bid?.amount ?? null,
                increment: lot ? incrementAt(profile, Math.round(asking * 100)) / 100 : null,
              }}
              onApply={applyProposal}
            />
          </div>
          <div className={card}>
            <Results room={room} />
          </div>
        </div>
      </div>
    </section>
  );
}
