import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button';

/**
 * A list's "Print selected": fetches one PDF of the chosen rows and saves it, the button busy
 * meanwhile. A refusal has already been told by the HTTP client.
 */
export function PrintSelected({ print }: { print: () => Promise<void> }) {
  const [printing, setPrinting] = useState(false);
  async function run() {
    setPrinting(true);
    try {
      await print();
    } catch {
      // The HTTP client has already said why.
    } finally {
      setPrinting(false);
    }
  }
  return (
    <Button variant="secondary" size="sm" loading={printing} onClick={() => void run()}>
      <Printer aria-hidden="true" className="size-4" />
      Print selected
    </Button>
  );
}
