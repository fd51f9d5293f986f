import type { ClerkContext } from '@auction/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AiClerkAssistant } from '../components/ai-clerk-assistant';
import { ClerkContextForm } from '../components/clerk-context-form';
import { useAiClerk } from '../hooks/use-ai-clerk';

const examples = [
  'now three hundred',
  'fifty',
  'I have four hundred in the room',
  'four hundred dollar bid, now four and a quarter',
  'going once, going twice',
  'sold to paddle 42 for five hundred',
  "we'll pass it",
  'moving on to lot 15',
];

/** Staff speak or type an auctioneer's phrases and see what the AI clerk reads; no sale is touched. */
export function TestAiClerkPage() {
  useDocumentTitle('AI clerk test');
  const [context, setContext] = useState<ClerkContext>({});
  const clerk = useAiClerk({ context });

  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <div>
        <h1 className="text-2xl font-semibold sm:text-3xl">AI clerk test</h1>
        <p className="mt-1 max-w-3xl text-slate-600 dark:text-slate-300">
          Speak or type what an auctioneer says and see the clerk action the AI clerk would propose, how sure
          it is and which words it went by. Practice only: nothing here touches a sale.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="space-y-5 p-4 sm:p-6">
          <AiClerkAssistant clerk={clerk} canApply={false} />
          {clerk.heard.length > 0 && (
            <Button variant="ghost" size="sm" onClick={clerk.clear}>
              Clear the list
            </Button>
          )}
        </Card>
        <div className="space-y-6">
          <Card className="p-4 sm:p-6">
            <ClerkContextForm context={context} onChange={setContext} />
          </Card>
          <Card className="p-4 sm:p-6">
            <section aria-labelledby="ai-clerk-examples" className="space-y-3">
              <h2 id="ai-clerk-examples" className="text-base font-semibold">
                Example phrases
              </h2>
              <div className="flex flex-wrap gap-2">
                {examples.map((example) => (
                  <button
                    key={example}
                    type="button"
                    onClick={() => clerk.read(example)}
                    className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-left text-sm text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
                  >
                    {example}
                  </button>
                ))}
              </div>
            </section>
          </Card>
        </div>
      </div>
    </div>
  );
}
