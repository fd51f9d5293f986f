import type { StatementGeneration } from '@auction/contracts';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { consignorName, statementPath } from '../statement-format';

const count = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

/** What making statements did: drafts made, drafts made again, final ones left alone, and links to them. */
export function GenerationResult({ answer }: { answer: StatementGeneration }) {
  const summary = [
    `${count(answer.created, 'statement', 'statements')} created`,
    `${count(answer.updated, 'draft', 'drafts')} updated`,
    `${count(answer.kept, 'final or paid statement', 'final or paid statements')} kept as they were`,
  ].join(', ');
  return (
    <Alert tone="success" title="Statements made">
      <p>{summary}.</p>
      {answer.data.length > 0 && (
        <ul className="mt-2 space-y-1">
          {answer.data.map((statement) => (
            <li key={statement.id}>
              <Link to={statementPath(statement)} className="font-semibold underline">
                {consignorName(statement.consignor)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
