import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf, serverMessageOf } from '../../../lib/http/messages';
import { useCreatePage } from '../api/cms-api';

/** An Admin adds a page at its own path; it opens in the editor, unpublished. */
export function NewPageForm() {
  const navigate = useNavigate();
  const create = useCreatePage();
  const [path, setPath] = useState('/');
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Card className="p-4 sm:p-6">
      <form
        aria-labelledby="new-page-heading"
        className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          setErrors({});
          setRefusal(null);
          create.mutate(
            { path: path.trim(), title },
            {
              onSuccess: (page) => navigate(`/admin/cms/${page.id}`),
              onError: (error) => {
                const fields = fieldErrorsOf(error);
                if (Object.keys(fields).length > 0) setErrors(fields);
                else setRefusal(serverMessageOf(error) ?? 'The page could not be added.');
              },
            },
          );
        }}
      >
        <h2 id="new-page-heading" className="text-lg font-semibold sm:col-span-3">
          Add a page
        </h2>
        <TextField
          label="Path"
          hint="Where the page lives on the site, like /faq."
          value={path}
          onChange={(event) => setPath(event.target.value)}
          error={errors.path?.join(' ')}
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title?.join(' ')}
        />
        <Button type="submit" loading={create.isPending} className="sm:mt-7">
          Add page
        </Button>
        {refusal && (
          <div className="sm:col-span-3">
            <Alert tone="error">{refusal}</Alert>
          </div>
        )}
      </form>
    </Card>
  );
}
