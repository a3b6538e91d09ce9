import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import local from './local-plugin.js';

// RuleTester reports through the test framework it is given.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// The app is TypeScript: `import type` must parse.
const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser, sourceType: 'module' } });

/** A file of the app at `relative` under src/. */
const at = (relative) => `/project/web/src/${relative}`;
/** A file of this checkout's src/, for the cases that read the imported module. */
const real = (relative) => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src', relative);

const upward = (layer, target) => ({ messageId: 'upward', data: { layer, target } });

ruleTester.run('feature-boundaries', local.rules['feature-boundaries'], {
  valid: [
    { name: 'app composes features', filename: at('app/routes/screens/ProgramScreen.tsx'), code: "import { ProgramPage } from '@/features/programs/ProgramPage';" },
    { name: 'a feature uses its own modules', filename: at('features/blends/components/SavedBlends.tsx'), code: "import { blendQuery } from '@/features/blends/api/blends';" },
    { name: 'a feature uses a relative sibling', filename: at('features/blends/components/SavedBlends.tsx'), code: "import { useWorksheetGuard } from './WorksheetWarning';" },
    { name: 'a feature uses the design system and lib', filename: at('features/listings/components/ListingScreen.tsx'), code: "import { Button } from '@/components/Button/Button';\nimport { api } from '@/lib/api';" },
    { name: 'a component uses another component', filename: at('components/ConfirmDialog/ConfirmDialog.tsx'), code: "import { Dialog } from '@/components/Dialog/Dialog';" },
    { name: 'a component uses lib code that sends nothing', filename: at('components/Alert/ErrorAlert.tsx'), code: "import { ApiError } from '@/lib/errors';" },
    { name: 'a component uses the generated types', filename: at('components/ProgramSearch/ProgramSearch.tsx'), code: "import type { components } from '@/api/schema';" },
    { name: 'a component takes only types from a lib module that fetches', filename: real('components/Form/CountrySelect.tsx'), code: "import type { ReferenceItem } from '@/lib/reference-data';" },
    { name: 'a component uses a lib module that fetches nothing', filename: real('components/Form/CountrySelect.tsx'), code: "import { localizeCountries } from '@/lib/countries';" },
    { name: 'lib uses the API client', filename: at('lib/reference-data.ts'), code: "import { api } from './api';" },
    { name: 'lib uses config and i18n', filename: at('lib/countries.ts'), code: "import { htmlLang } from '@/config/languages';\nimport { useLang } from '@/i18n/i18n-context';" },
    { name: 'a lib unit test uses the test helpers', filename: at('lib/countries.test.tsx'), code: "import { sentUrls } from '@/test/api-mock';" },
    { name: 'packages are not layers', filename: at('components/Chart/Chart.tsx'), code: "import { useQuery } from '@tanstack/react-query';" },
  ],
  invalid: [
    {
      name: 'a feature imports another feature',
      filename: at('features/programs/ProgramPage.tsx'),
      code: "import { AddToBlendDialog } from '@/features/blends/components/AddToBlendDialog';",
      errors: [{ messageId: 'crossFeature', data: { from: 'programs', to: 'blends' } }],
    },
    {
      name: 'a feature reaches another through a relative path',
      filename: at('features/programs/components/ChartsTab.tsx'),
      code: "import { Watchlist } from '../../member-lists/components/Watchlist';",
      errors: [{ messageId: 'crossFeature', data: { from: 'programs', to: 'member-lists' } }],
    },
    {
      name: 'a feature imports the app',
      filename: at('features/programs/ProgramPage.tsx'),
      code: "import { AddToList } from '@/app/routes/screens/AddToList';",
      errors: [upward('features', 'app')],
    },
    {
      name: 'a component imports a feature',
      filename: at('components/DataTable/DataTable.tsx'),
      code: "import { blendKeys } from '@/features/blends/api/blends';",
      errors: [upward('components', 'features')],
    },
    {
      name: 'a component imports the app, lazily',
      filename: at('components/Layout/Page.tsx'),
      code: "const routes = () => import('@/app/routes/screen-routes');",
      errors: [upward('components', 'app')],
    },
    {
      name: 'a component imports the API client',
      filename: at('components/ProgramSearch/ProgramSearch.tsx'),
      code: "import { api } from '@/lib/api';",
      errors: [{ messageId: 'designSystemApi', data: { target: 'lib/api' } }],
    },
    {
      name: 'a component imports a lib module that calls the API, whatever its name',
      filename: real('components/Form/PlatformChoices.tsx'),
      code: "import { useReferenceData } from '@/lib/reference-data';",
      errors: [{ messageId: 'designSystemApi', data: { target: 'lib/reference-data' } }],
    },
    {
      name: 'a component imports a shared *-api module',
      filename: at('components/Compare/ComparePicker.tsx'),
      code: "import { compareItemsQuery } from '@/lib/compare-api';",
      errors: [{ messageId: 'designSystemApi', data: { target: 'lib/compare-api' } }],
    },
    {
      name: 'lib imports a component',
      filename: at('lib/member-lists.ts'),
      code: "import { useToast } from '@/components/Toast/toast-context';",
      errors: [upward('lib', 'components')],
    },
    {
      name: 'lib re-exports from a feature',
      filename: at('lib/format.ts'),
      code: "export { formatMoney } from '@/features/programs/model/figures';",
      errors: [upward('lib', 'features')],
    },
    {
      name: 'config imports the app',
      filename: at('config/paths.ts'),
      code: "import { appRoutes } from '../app/routes/app-routes';",
      errors: [upward('config', 'app')],
    },
    {
      name: 'i18n imports a component',
      filename: at('i18n/error-messages.ts'),
      code: "import { Alert } from '@/components/Alert/Alert';",
      errors: [upward('i18n', 'components')],
    },
    {
      name: 'a lib module (not its test) imports the test helpers',
      filename: at('lib/countries.ts'),
      code: "import { mockApi } from '@/test/api-mock';",
      errors: [upward('lib', 'test')],
    },
    {
      name: 'a test helper imports a feature',
      filename: at('test/render.tsx'),
      code: "import { Watchlist } from '@/features/member-lists/components/Watchlist';",
      errors: [upward('test', 'features')],
    },
  ],
});
