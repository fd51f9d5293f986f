import type { CmsPublicSection } from '@auction/contracts';
import { CmsHtml } from '../../../components/ui/cms-html';
import { Container } from '../../../components/ui/container';

/** The CMS's list of reasons, laid out four across on a wide screen. */
const pointsGrid =
  'break-words [&_ul]:mt-10 [&_ul]:grid [&_ul]:grid-cols-1 [&_ul]:list-none [&_ul]:gap-8 [&_ul]:p-0 sm:[&_ul]:grid-cols-2 lg:[&_ul]:grid-cols-4 [&_li]:mt-0 [&_li]:border-t-4 [&_li]:border-brass-300 [&_li]:pt-4 [&_li]:text-sm [&_li]:text-slate-600 dark:[&_li]:text-slate-300 [&_strong]:mb-2 [&_strong]:block [&_strong]:text-lg [&_strong]:text-slate-900 dark:[&_strong]:text-white';

/** Why Harbourside: its words from the CMS home page's `why_us` block. */
export function TrustPoints({ section }: { section: CmsPublicSection }) {
  return (
    <section
      aria-labelledby="why-harbourside"
      className="border-y border-slate-200 bg-white py-16 sm:py-20 dark:border-slate-800 dark:bg-slate-900"
    >
      <Container>
        <h2 id="why-harbourside" className="max-w-2xl text-3xl font-semibold">
          {section.heading}
        </h2>
        <CmsHtml html={section.html} className={pointsGrid} />
      </Container>
    </section>
  );
}
