import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BidStanding } from './bid-standing';

describe('BidStanding', () => {
  it('says a tie was lost to an earlier bid of the same amount, not only "outbid"', () => {
    render(
      <BidStanding
        yourMax={120}
        isHighBidder={false}
        minimumNextBid={125}
        outbidReason="earlier_equal_max"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Outbid: an earlier bid of the same amount wins');
    expect(screen.getByRole('status')).toHaveTextContent('Bid at least $125.00 to take the lead.');
  });

  it('says plainly "outbid" when a higher maximum passed theirs', () => {
    render(<BidStanding yourMax={100} isHighBidder={false} minimumNextBid={125} />);
    expect(screen.getByRole('status')).toHaveTextContent("You've been outbid");
    expect(screen.getByRole('status')).not.toHaveTextContent('same amount');
  });
});
