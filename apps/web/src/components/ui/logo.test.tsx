import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './logo';

describe('Logo', () => {
  it("keeps the house logo's space before it loads, so the header does not move", () => {
    render(<Logo src={null} alt="Harbourside Auctions" className="h-9" />);
    const logo = screen.getByRole('img', { name: 'Harbourside Auctions' });
    expect(logo).toHaveAttribute('width', '232');
    expect(logo).toHaveAttribute('height', '48');
  });

  it('gives no size of its own to a logo from the settings, and falls back to the house logo if it fails', () => {
    render(<Logo src="https://cdn.example/logo.png" alt="Harbourside Auctions" className="h-9" />);
    const logo = screen.getByRole('img', { name: 'Harbourside Auctions' });
    expect(logo).not.toHaveAttribute('width');
    fireEvent.error(logo);
    expect(screen.getByRole('img', { name: 'Harbourside Auctions' })).toHaveAttribute('width', '232');
  });
});
