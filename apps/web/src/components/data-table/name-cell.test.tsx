import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NameCell } from './name-cell';

const longName = 'Bedford Basin Estate Liquidators, Appraisers and Antique Restorers of Nova Scotia Limited';

describe('NameCell', () => {
  it('keeps a long name to two lines of a bounded width, the whole name in its tooltip', () => {
    render(<NameCell name={longName} />);
    const cell = screen.getByText(longName);
    expect(cell).toHaveAttribute('title', longName);
    expect(cell).toHaveClass('line-clamp-2', 'max-w-[16rem]');
  });

  it('has no empty tooltip when there is no name', () => {
    const { container } = render(<NameCell name="" />);
    expect(container.querySelector('[title]')).toBeNull();
  });
});
