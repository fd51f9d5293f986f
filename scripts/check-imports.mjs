// `npm run lint:deps`: the import rules of .dependency-cruiser.cjs, on apps/ and packages/.
// The `depcruise` command exits with the number of violations, which a shell reads modulo 256, so
// 256 of them would pass; this exits 1 on any.
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const tsConfig = extractTSConfig(options.tsConfig.fileName);
const result = await cruise(['apps', 'packages'], { ...options, outputType: 'err' }, {}, { tsConfig });
process.stdout.write(result.output);
process.exitCode = result.exitCode > 0 ? 1 : 0;
