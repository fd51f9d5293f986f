import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { FakeRecognition, installFakeSpeechRecognition } from '../../../../test/fake-speech-recognition';
import { renderRoutes } from '../../../../test/render-app';
import { TestAiClerkPage } from './test-ai-clerk-page';

let uninstall: (() => void) | null = null;
afterEach(() => {
  uninstall?.();
  uninstall = null;
});

function renderPage() {
  return renderRoutes([{ path: '/admin/test-ai-clerk', element: <TestAiClerkPage /> }], {
    path: '/admin/test-ai-clerk',
    user: buildUser({ roles: ['Staff'] }),
  });
}

async function readPhrase(words: string) {
  const form = within(screen.getByRole('form', { name: 'Try a phrase' }));
  await userEvent.type(form.getByRole('textbox', { name: "Auctioneer's words" }), words);
  await userEvent.click(form.getByRole('button', { name: 'Read phrase' }));
}

const heard = () => within(screen.getByRole('list', { name: 'Heard, newest first' }));

describe('TestAiClerkPage', () => {
  it('reads a typed phrase: action, paddle, amount, confidence and the words it went by', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'AI clerk test' })).toBeInTheDocument();
    await readPhrase('sold to paddle 42 for five hundred');
    const item = heard().getByRole('listitem', { name: 'Heard: sold to paddle 42 for five hundred' });
    const proposal = within(item).getByRole('article', { name: 'Proposal: Sold, paddle 42, $500' });
    expect(within(proposal).getByText('Sold')).toBeInTheDocument();
    expect(within(proposal).getByText('42')).toBeInTheDocument();
    expect(within(proposal).getByText('$500')).toBeInTheDocument();
    const meter = within(proposal).getByRole('meter', { name: 'Confidence' });
    expect(Number(meter.getAttribute('value'))).toBeGreaterThanOrEqual(90);
    expect(proposal.textContent).toContain('Matched words: sold to paddle 42 for five hundred');
    // Practice only: nothing can be applied to a sale from here.
    expect(screen.queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: "Auctioneer's words" })).toHaveValue('');
    // Screen readers hear the reading without leaving the text box.
    const announced = document.querySelector('[aria-live="polite"]');
    expect(announced?.textContent).toMatch(/^Sold, paddle 42, \$500, \d+%$/);
  });

  it('lists phrases newest first and says when nothing actionable was said', async () => {
    renderPage();
    await readPhrase('now three hundred');
    await readPhrase('bid em up, hey now');
    const items = heard().getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      'Heard: bid em up, hey now',
      'Heard: now three hundred',
    ]);
    expect(items[0]?.textContent).toContain('Nothing to do');
    expect(
      within(items[1] as HTMLElement).getByRole('article', { name: 'Proposal: Asking price, $300' }),
    ).toBeVisible();
  });

  it('refuses blank words and lists nothing', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Read phrase' }));
    expect(screen.getByText('Type what the auctioneer said.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Heard, newest first' })).not.toBeInTheDocument();
  });

  it('reads short numbers against the prices set in the context box', async () => {
    renderPage();
    await readPhrase('fifty');
    const guess = heard().getByRole('article', { name: 'Proposal: Asking price, $50' });
    expect(within(guess).getByRole('meter', { name: 'Confidence' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringContaining('A guess'),
    );
    expect(heard().getAllByRole('listitem')[0]?.textContent).toContain('Read with no prices set');

    await userEvent.type(screen.getByRole('textbox', { name: /Asking price/ }), '300');
    await userEvent.type(screen.getByRole('textbox', { name: /High bid/ }), '275');
    await readPhrase('fifty');
    expect(heard().getByRole('article', { name: 'Proposal: Asking price, $350' })).toBeInTheDocument();
    expect(heard().getAllByRole('listitem')[0]?.textContent).toContain(
      'Read with asking $300, high bid $275',
    );
  });

  it('shows why a price in the context box is refused and keeps the last good one', async () => {
    renderPage();
    const asking = screen.getByRole('textbox', { name: /Asking price/ });
    await userEvent.type(asking, '300x');
    expect(asking).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter an amount in dollars, like 325, or leave it blank.')).toBeInTheDocument();
    await readPhrase('fifty');
    expect(heard().getByRole('article', { name: 'Proposal: Asking price, $350' })).toBeInTheDocument();
    expect(heard().getAllByRole('listitem')[0]?.textContent).toContain('Read with asking $300');
  });

  it('says plainly when the browser has no speech recognition', () => {
    renderPage();
    expect(screen.getByText(/This browser has no speech recognition/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start listening' })).not.toBeInTheDocument();
  });

  it('listens in Canadian English, shows what it is hearing, and reads each settled phrase', async () => {
    uninstall = installFakeSpeechRecognition();
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Start listening' }));
    const recognition = FakeRecognition.latest();
    expect(recognition).toMatchObject({ lang: 'en-CA', continuous: true, interimResults: true });
    expect(recognition.start).toHaveBeenCalledTimes(1);

    act(() => recognition.hear('I have four hundred', false));
    expect(screen.getByRole('status')).toHaveTextContent('Hearing: “I have four hundred”');
    act(() => recognition.hear('I have four hundred in the room', true));
    const item = heard().getByRole('listitem', { name: 'Heard: I have four hundred in the room' });
    expect(within(item).getByRole('article', { name: 'Proposal: Floor bid, $400' })).toBeInTheDocument();
    expect(item.textContent).toContain('Spoken:');

    // The browser ends recognition after a silence; it starts again until staff press Stop.
    act(() => recognition.onend?.());
    expect(recognition.start).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Stop listening' }));
    expect(recognition.stop).toHaveBeenCalled();
    expect(recognition.start).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Start listening' })).toBeInTheDocument();
  });

  it('stops and explains when the microphone is blocked', async () => {
    uninstall = installFakeSpeechRecognition();
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Start listening' }));
    const recognition = FakeRecognition.latest();
    act(() => {
      recognition.onerror?.({ error: 'not-allowed' });
      recognition.onend?.();
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The microphone is blocked');
    expect(recognition.start).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Start listening' })).toBeInTheDocument();
  });
});
