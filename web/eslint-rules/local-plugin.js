// Project rules that no published plugin states the way this codebase needs them.
import fs from 'node:fs';
import path from 'node:path';

/** Text a reader sees: anything with a letter (in any script). Punctuation and symbols pass. */
const hasLetters = (text) => /\p{L}/u.test(text);

/** Props whose string values are shown or read aloud, so they must come from the catalogs. */
const visibleProps = new Set([
  'alt',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'label',
  'caption',
  'subtitle',
  'message',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
  'actionLabel',
  'documentTitle',
]);

function literalText(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  return undefined;
}

const noLiteralJsxText = {
  meta: {
    type: 'problem',
    docs: { description: 'Visible text in JSX must come from the i18n catalogs through t().' },
    schema: [],
    messages: {
      text: 'Untranslated text "{{text}}": add a catalog key and use t().',
      prop: 'Untranslated {{prop}} "{{text}}": add a catalog key and use t().',
    },
  },
  create(context) {
    const report = (node, messageId, text, prop) =>
      context.report({ node, messageId, data: { text: text.trim().slice(0, 40), prop } });
    return {
      JSXText(node) {
        if (hasLetters(node.value)) report(node, 'text', node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        const text = literalText(node.expression);
        if (text !== undefined && hasLetters(text)) report(node, 'text', text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
        if (!name || !visibleProps.has(name)) return;
        const text = literalText(node.value);
        if (text !== undefined && hasLetters(text)) report(node, 'prop', text, name);
      },
    };
  },
};

/** The layer and feature a file under src/ belongs to: `features/blender/x.tsx` → features, blender. */
function placeOf(relativeToSrc) {
  const [layer, second] = relativeToSrc.split('/');
  return { layer, feature: layer === 'features' ? second : undefined };
}

/**
 * How high each layer stands: a module imports only from its own layer or lower ones
 * (app → features → components → lib, config, i18n and the generated code). Test helpers (`test/`)
 * stand outside: any test may use them, and they import no feature or screen.
 */
const layerRanks = new Map([
  ['app', 3],
  ['features', 2],
  ['components', 1],
  ['test', 1],
  ['lib', 0],
  ['config', 0],
  ['i18n', 0],
  ['api', 0],
  ['styles', 0],
  ['wasm', 0],
]);

/**
 * A module that talks to the server: the API client (`lib/api*`), a module named `*-api`, or a
 * feature's `api/` folder. The design system gets its data through props instead.
 */
function isApiModule(target) {
  const parts = target.split('/');
  const base = (parts.at(-1) ?? '').replace(/\.[jt]sx?$/, '');
  return (
    (parts[0] === 'lib' && parts.length === 2 && base.startsWith('api')) ||
    base.endsWith('-api') ||
    (parts[0] === 'features' && parts[2] === 'api')
  );
}

const callsApiCache = new Map();

/**
 * Whether the lib module `target` (under `srcRoot`) imports the API client itself, as a module
 * that fetches reference data does whatever its name: its values are for features, not for the
 * design system.
 */
function libCallsApi(srcRoot, target) {
  if (!target.startsWith('lib/')) return false;
  const key = `${srcRoot}:${target}`;
  if (!callsApiCache.has(key)) {
    const file = ['.ts', '.tsx'].map((ext) => path.join(srcRoot, target + ext)).find((candidate) => fs.existsSync(candidate));
    const source = file ? fs.readFileSync(file, 'utf8') : '';
    callsApiCache.set(key, /from\s+['"](\.\/api|@\/lib\/api)['"]/.test(source));
  }
  return callsApiCache.get(key);
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Unidirectional code: app → features → components → lib, config, i18n; features never import each other; the design system imports no API module.',
    },
    schema: [],
    messages: {
      crossFeature: 'Feature "{{from}}" imports feature "{{to}}": compose them in src/app/routes or share through src/lib instead.',
      upward: '{{layer}}/ must not import from {{target}}/: imports flow app → features → components → lib, config, i18n, never back.',
      designSystemApi: 'components/ must not import the API module "{{target}}": pass the data or the fetcher in through props.',
    },
  },
  create(context) {
    const filename = context.physicalFilename ?? context.filename;
    const marker = `${path.sep}src${path.sep}`;
    const at = filename.lastIndexOf(marker);
    if (at < 0) return {};
    const srcRoot = filename.slice(0, at + marker.length - 1);
    const from = placeOf(path.relative(srcRoot, filename).split(path.sep).join('/'));

    const check = (node, source) => {
      let target;
      if (source.startsWith('@/')) target = source.slice(2);
      else if (source.startsWith('.')) {
        const resolved = path.resolve(path.dirname(filename), source);
        if (!resolved.startsWith(srcRoot + path.sep)) return;
        target = path.relative(srcRoot, resolved).split(path.sep).join('/');
      } else return;
      const to = placeOf(target);
      const fromRank = layerRanks.get(from.layer);
      const toRank = layerRanks.get(to.layer);
      // A unit test of lib/ or i18n/ may render with the test helpers; its module may not.
      const helperInTest = to.layer === 'test' && /\.test\.[jt]sx?$/.test(filename);
      if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature) {
        context.report({ node, messageId: 'crossFeature', data: { from: from.feature, to: to.feature } });
      } else if (
        fromRank !== undefined &&
        toRank !== undefined &&
        toRank > fromRank &&
        !helperInTest
      ) {
        context.report({ node, messageId: 'upward', data: { layer: from.layer, target: to.layer } });
      } else if (
        from.layer === 'components' &&
        (isApiModule(target) || (node.importKind !== 'type' && libCallsApi(srcRoot, target)))
      ) {
        context.report({ node, messageId: 'designSystemApi', data: { target } });
      }
    };

    return {
      ImportDeclaration(node) {
        check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value);
      },
    };
  },
};

export default {
  meta: { name: 'cta-atlas-local' },
  rules: {
    'no-literal-jsx-text': noLiteralJsxText,
    'feature-boundaries': featureBoundaries,
  },
};
