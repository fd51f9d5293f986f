import { type CmsPageDetail, cmsSeoDescriptionHint, cmsSeoTitleHint } from '@auction/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { fieldErrorsOf, serverMessageOf } from '../../../lib/http/messages';
import { usePublish, useSaveDraft } from '../api/cms-api';
import { type SectionDraft, SectionEditor } from './section-editor';

const lengthHint = (length: number, limit: number, what: string) =>
  `${length} of about ${limit} characters search engines show${length > limit ? `: shorten the ${what}` : ''}.`;

/** The latest draft's words as a form: Save draft writes a new version, Publish makes it public. */
export function PageEditor({ page }: { page: CmsPageDetail }) {
  const [title, setTitle] = useState(page.draft.title);
  const [seoTitle, setSeoTitle] = useState(page.draft.seo_title);
  const [seoDescription, setSeoDescription] = useState(page.draft.seo_description);
  const [sections, setSections] = useState<SectionDraft[]>(
    page.draft.sections.map(({ key, heading, markdown }) => ({ key, heading, markdown })),
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const save = useSaveDraft(page.id);
  const publish = usePublish(page.id);
  const draftIsPublic = page.draft_version === page.published_version;

  const refused = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    setErrors(fields);
    setMessage({ tone: 'error', text: serverMessageOf(error) ?? 'The page could not be saved.' });
  };
  /** Saves the form as a new version and, when asked, makes that version public. */
  const saveDraft = async (andPublish: boolean) => {
    setErrors({});
    setMessage(null);
    try {
      const saved = await save.mutateAsync({
        title,
        seo_title: seoTitle,
        seo_description: seoDescription,
        sections,
      });
      const version = saved.draft.version;
      if (andPublish) await publish.mutateAsync(version);
      setMessage({
        tone: 'success',
        text: andPublish ? `Version ${version} is now public.` : `Saved as version ${version}.`,
      });
    } catch (error) {
      refused(error);
    }
  };

  return (
    <form
      aria-label={`Edit ${page.path}`}
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        void saveDraft(false);
      }}
    >
      <Card className="grid gap-4 p-4 sm:p-6 lg:grid-cols-2">
        <TextField
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title?.join(' ')}
        />
        <TextField
          label="SEO title"
          optional
          hint={lengthHint(seoTitle.length, cmsSeoTitleHint, 'title')}
          value={seoTitle}
          onChange={(event) => setSeoTitle(event.target.value)}
          error={errors.seo_title?.join(' ')}
        />
        <div className="lg:col-span-2">
          <TextareaField
            label="SEO description"
            optional
            rows={2}
            hint={lengthHint(seoDescription.length, cmsSeoDescriptionHint, 'description')}
            value={seoDescription}
            onChange={(event) => setSeoDescription(event.target.value)}
            error={errors.seo_description?.join(' ')}
          />
        </div>
      </Card>
      {errors.sections && <Alert tone="error">{errors.sections.join(' ')}</Alert>}
      <div className="space-y-4">
        {sections.map((section, index) => (
          <SectionEditor
            key={section.key}
            section={section}
            onChange={(next) => setSections(sections.map((old, i) => (i === index ? next : old)))}
          />
        ))}
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <div className="sticky bottom-0 flex flex-col gap-3 border-t border-slate-200 bg-slate-50/95 py-4 sm:flex-row dark:border-slate-800 dark:bg-slate-950/95">
        <Button type="submit" variant="secondary" loading={save.isPending && !publish.isPending}>
          Save draft
        </Button>
        <Button type="button" loading={publish.isPending} onClick={() => void saveDraft(true)}>
          Save and publish
        </Button>
        {!draftIsPublic && page.draft_version !== null && (
          <p className="self-center text-sm text-slate-600 dark:text-slate-400">
            Version {page.draft_version} is a draft; the public sees{' '}
            {page.published_version ? `version ${page.published_version}` : 'nothing yet'}.
          </p>
        )}
      </div>
    </form>
  );
}
