import type { CmsPageDetail } from '@auction/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CmsHtml } from '../../../components/ui/cms-html';
import { formatDateTime } from '../../../lib/format';
import { serverMessageOf } from '../../../lib/http/messages';
import { useCmsVersion, usePublish, useRestore } from '../api/cms-api';
import { RestoreChoice } from './restore-choice';

/**
 * Every saved version, newest first: who saved it and when, which is public, view, publish or
 * restore. A restore copies the version as a new draft, and publishes that draft when asked.
 */
export function VersionHistory({ page, onRestored }: { page: CmsPageDetail; onRestored: () => void }) {
  const [viewing, setViewing] = useState<number | null>(null);
  const [choosing, setChoosing] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const publish = usePublish(page.id);
  const restore = useRestore(page.id);
  const shown = useCmsVersion(page.id, viewing);
  const onError = (error: unknown) => setRefusal(serverMessageOf(error) ?? 'The change could not be made.');

  const restoreVersion = async (version: number, andPublish: boolean) => {
    setRefusal(null);
    setDone(null);
    let draft: number;
    try {
      draft = (await restore.mutateAsync(version)).draft.version;
    } catch (error) {
      onError(error);
      return;
    }
    // The restored copy is published through the same call as the Publish button.
    const notPublished = andPublish
      ? await publish.mutateAsync(draft).then(
          () => null,
          (error: unknown) => serverMessageOf(error) ?? 'please publish it again.',
        )
      : null;
    setChoosing(null);
    onRestored();
    if (notPublished) {
      setRefusal(
        `Version ${version} is restored as draft version ${draft}, but it could not be published: ${notPublished}`,
      );
    } else {
      setDone(
        andPublish
          ? `Version ${version} is restored and public as version ${draft}.`
          : `Version ${version} is restored as draft version ${draft}. Publish it when it is ready.`,
      );
    }
  };

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold">History</h2>
      {refusal && (
        <div className="mt-3">
          <Alert tone="error">{refusal}</Alert>
        </div>
      )}
      {done && (
        <div className="mt-3">
          <Alert tone="success">{done}</Alert>
        </div>
      )}
      <ol className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        {page.versions.map((version) => (
          <li key={version.version} className="py-3">
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <div className="text-sm">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  Version {version.version}
                  {version.version === page.published_version && <Badge label="Public" tone="green" />}
                  {version.version === page.draft_version && version.version !== page.published_version && (
                    <Badge label="Latest draft" tone="amber" />
                  )}
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  {version.created_by_name ?? 'The site'}, {formatDateTime(version.created_at)}
                  {version.restored_from_version !== null &&
                    ` · restored from version ${version.restored_from_version}`}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-pressed={viewing === version.version}
                  aria-label={`View version ${version.version}`}
                  onClick={() => setViewing(viewing === version.version ? null : version.version)}
                >
                  View
                </Button>
                {version.version !== page.published_version && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Publish version ${version.version}`}
                    loading={publish.isPending && publish.variables === version.version}
                    onClick={() => {
                      setDone(null);
                      publish.mutate(version.version, { onError });
                    }}
                  >
                    Publish
                  </Button>
                )}
                {version.version !== page.draft_version && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Restore version ${version.version}`}
                    aria-expanded={choosing === version.version}
                    onClick={() => setChoosing(choosing === version.version ? null : version.version)}
                  >
                    Restore
                  </Button>
                )}
              </div>
            </div>
            {choosing === version.version && (
              <RestoreChoice
                version={version.version}
                busy={restore.isPending || publish.isPending}
                onRestore={(andPublish) => void restoreVersion(version.version, andPublish)}
                onCancel={() => setChoosing(null)}
              />
            )}
          </li>
        ))}
      </ol>
      {viewing !== null && shown.data && (
        <section
          aria-label={`Version ${viewing}`}
          className="mt-4 space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
        >
          <p className="font-semibold">
            Version {viewing}: {shown.data.title}
          </p>
          {shown.data.sections.map((section) => (
            <div key={section.key}>
              {section.heading && <p className="font-semibold">{section.heading}</p>}
              <CmsHtml html={section.html} className="text-sm text-slate-700 dark:text-slate-300" />
            </div>
          ))}
        </section>
      )}
    </Card>
  );
}
