// Project rules that no published plugin states the way this codebase needs them.
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

const lowerLayers = new Set(['components', 'lib', 'config', 'i18n', 'api', 'styles', 'wasm', 'test']);

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Unidirectional code: app → features → shared (components, lib, config, i18n); features never import each other.',
    },
    schema: [],
    messages: {
      crossFeature: 'Feature "{{from}}" imports feature "{{to}}": share through src/components or src/lib instead.',
      upward: '{{layer}}/ must not import from {{target}}/: imports flow app → features → shared code, never back.',
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
      if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature) {
        context.report({ node, messageId: 'crossFeature', data: { from: from.feature, to: to.feature } });
      } else if (
        (lowerLayers.has(from.layer) && (to.layer === 'features' || to.layer === 'app')) ||
        (from.layer === 'features' && to.layer === 'app')
      ) {
        context.report({ node, messageId: 'upward', data: { layer: from.layer, target: to.layer } });
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
