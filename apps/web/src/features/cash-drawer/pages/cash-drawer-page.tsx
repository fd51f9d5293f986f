import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { PageLoader } from '../../../components/ui/page-loader';
import { TextField } from '../../../components/ui/text-field';
import { todayInHalifax } from '../../../lib/format';
import { messageForError } from '../../../lib/http/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { drawerDayQuery } from '../api/cash-drawer';
import { CountForm } from '../components/count-form';
import { CountedDays } from '../components/counted-days';
import { DayExpected } from '../components/day-expected';

/**
 * The day-end cash drawer: pick the day (today by default, Halifax time), see what its counter
 * payments say, count the cash, cheques and card slips with the over or short shown as typed,
 * save it with a note, and look back over the days counted.
 */
export function CashDrawerPage() {
  const [params, setParams] = useSearchParams();
  const today = todayInHalifax();
  const asked = params.get('day') ?? '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : today;
  useDocumentTitle(`Cash drawer ${day}`);
  const drawer = useQuery(drawerDayQuery(day));

  return (
    <div className="space-y-8 p-4 sm:p-6 lg:p-8">
      <AdminPageHeader
        title="Cash drawer"
        summary="Count the counter’s cash, cheques and card slips at day end against the day’s payments."
        actions={
          <TextField
            label="Day"
            type="date"
            value={day}
            max={today}
            onChange={(event) => {
              if (!event.target.value) return;
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.set('day', event.target.value);
                  return next;
                },
                { replace: true },
              );
            }}
          />
        }
      />
      {drawer.isPending && <PageLoader />}
      {drawer.isError && <Alert tone="error">{messageForError(drawer.error).join(' ')}</Alert>}
      {drawer.data && (
        <>
          <DayExpected day={drawer.data} />
          <Card className="p-4 sm:p-6">
            <CountForm key={drawer.data.day} day={drawer.data} />
          </Card>
        </>
      )}
      <CountedDays />
    </div>
  );
}
