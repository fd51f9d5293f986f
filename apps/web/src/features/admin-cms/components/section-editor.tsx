import { CmsHtml } from '../../../components/ui/cms-html';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useMarkdownPreview } from '../api/cms-api';

export interface SectionDraft {
  key: string;
  heading: string;
  markdown: string;
}

/** What each section of a built-in page is on the site, so an editor knows where the words appear. */
const sectionNames: Record<string, string> = {
  hero: 'Home: the hero (heading and the text under it)',
  how_bidding_works: 'Home: how bidding works',
  services: 'Home: the services block',
  why_us: 'Home: why choose us',
  intro: 'Page header (heading is the small label above the title)',
  estate: 'Services: estate auctions (#estate)',
  business: 'Services: business liquidations (#business)',
  equipment: 'Services: equipment sales (#equipment)',
  retail: 'Services: retail overstock (#retail)',
  body: 'Main text',
  values: 'What we stand for',
  details: 'Contact details text',
};

/** One section: its heading, its Markdown and the server's rendering of it, beside each other on a wide screen. */
export function SectionEditor({
  section,
  onChange,
}: {
  section: SectionDraft;
  onChange: (next: SectionDraft) => void;
}) {
  const preview = useMarkdownPreview(section.markdown);
  const name = sectionNames[section.key] ?? section.key;
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <legend className="px-1 text-sm font-semibold text-slate-700 dark:text-slate-300">{name}</legend>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <TextField
            label="Heading"
            value={section.heading}
            onChange={(event) => onChange({ ...section, heading: event.target.value })}
            optional
          />
          <TextareaField
            label="Text (Markdown)"
            hint="**bold**, *italic*, - lists, 1. numbered lists, [link](/path), ![picture](https://…)."
            rows={8}
            value={section.markdown}
            onChange={(event) => onChange({ ...section, markdown: event.target.value })}
          />
        </div>
        <section aria-label={`Preview of ${name}`} className="min-w-0">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
            Preview {preview.busy && <Spinner className="size-3" />}
          </p>
          <div className="mt-2 min-h-24 rounded-lg border border-dashed border-slate-300 p-4 dark:border-slate-700">
            {section.heading && <p className="mb-2 text-lg font-semibold">{section.heading}</p>}
            {preview.html !== null && (
              <CmsHtml html={preview.html} className="text-slate-700 dark:text-slate-300" />
            )}
          </div>
        </section>
      </div>
    </fieldset>
  );
}
