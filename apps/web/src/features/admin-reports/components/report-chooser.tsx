import { type ReportName, reportNames, reportTitles } from '@auction/contracts';
import { clsx } from 'clsx';
import { SelectField } from '../../../components/ui/select-field';

/** Which report: a row of tabs on a wide screen, a select on a phone. Both change the address. */
export function ReportChooser({
  report,
  onChoose,
}: {
  report: ReportName;
  onChoose: (report: ReportName) => void;
}) {
  return (
    <>
      <div className="sm:hidden">
        <SelectField
          label="Report"
          options={reportNames.map((name) => ({ value: name, label: reportTitles[name] }))}
          value={report}
          onChange={(event) => onChoose(event.target.value as ReportName)}
        />
      </div>
      <nav aria-label="Reports" className="hidden sm:block">
        <ul className="flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-800">
          {reportNames.map((name) => (
            <li key={name}>
              <button
                type="button"
                aria-current={name === report ? 'page' : undefined}
                onClick={() => onChoose(name)}
                className={clsx(
                  '-mb-px min-h-11 border-b-2 px-4 text-sm font-semibold transition-colors',
                  name === report
                    ? 'border-harbour-700 text-harbour-900 dark:border-brass-300 dark:text-white'
                    : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
                )}
              >
                {reportTitles[name]}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
