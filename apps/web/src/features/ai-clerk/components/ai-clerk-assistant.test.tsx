import type { ClerkAction, ClerkContext } from '@auction/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAiClerk } from '../hooks/use-ai-clerk';
import { AiClerkAssistant } from './ai-clerk-assistant';

/** The assistant as the clerk panel embeds it, with the lot's prices and an apply handler. */
function ClerkPanelHarness({
  context,
  onApply,
}: {
  context: ClerkContext;
  onApply: (a: ClerkAction) => void;
}) {
  const clerk = useAiClerk({ context, onApply });
  return <AiClerkAssistant clerk={clerk} />;
}

async function say(words: string) {
  await userEvent.type(screen.getByRole('textbox', { name: "Auctioneer's words" }), words);
  await userEvent.click(screen.getByRole('button', { name: 'Read phrase' }));
}

describe('AiClerkAssistant in the clerk panel', () => {
  it('applies a proposal only when the clerk confirms it, once', async () => {
    const onApply = vi.fn();
    render(<ClerkPanelHarness context={{ askingPrice: 400, highBid: 375 }} onApply={onApply} />);
    await say('I have four hundred in the room, now four and a quarter');
    expect(onApply).not.toHaveBeenCalled();

    const floor = screen.getByRole('article', { name: 'Proposal: Floor bid, $400' });
    await userEvent.click(within(floor).getByRole('button', { name: 'Apply Floor bid, $400' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ type: 'floor_bid', amount: 400 });
    expect(within(floor).getByText('Applied')).toBeInTheDocument();
    expect(within(floor).queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();

    const ask = screen.getByRole('article', { name: 'Proposal: Asking price, $425' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Dismiss Asking price, $425' }));
    expect(within(ask).getByText('Dismissed')).toBeInTheDocument();
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('offers nothing to apply when the auctioneer is only chanting', async () => {
    render(<ClerkPanelHarness context={{ askingPrice: 300, highBid: 275 }} onApply={vi.fn()} />);
    await say('hey now, bid em up');
    expect(screen.getByText(/no clerk action in these words/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
  });
});
