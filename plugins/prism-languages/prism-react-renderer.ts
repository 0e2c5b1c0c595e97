/**
 * Stands in for prism-react-renderer (2.4.1) in the site's bundles, browser and server alike
 * (./index.ts aliases the package here): the theme's CodeBlock, the API theme's code blocks and
 * react-live's editor import `Highlight` from it. The package is one module holding Prism, ~30
 * grammars and 20 themes (26 KB gzip), which the bundler cannot split, so every page with code
 * loaded all of them. This is its React part, hand-written because the package exports it only
 * from that same module; it highlights with prismjs's core (./prism.ts) and the grammars the page
 * loads (./languages). The token normalisation and the line and token props are the package's
 * own (src/utils/normalizeTokens.ts, src/utils/themeToDict.ts, src/components/*), kept to the
 * letter, key order included: the server-rendered code blocks must stay byte-identical.
 *
 * Those parts come from prism-react-renderer 2.4.1, Copyright (c) 2018 Nearform, MIT License
 * (node_modules/prism-react-renderer/LICENSE).
 *
 * Differences: no bundled themes (`themes` is empty; every caller passes the site's theme from
 * usePrismTheme, and a missing theme means no colours instead of vsDark), and `Prism` is the
 * site's Prism, with only the grammars loaded so far.
 */
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import type {
  HighlightProps as PackageHighlightProps,
  Language,
  LineInputProps,
  LineOutputProps,
  PrismGrammar,
  PrismTheme,
  RenderProps,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import { Prism, type PrismLib } from './prism';

export type { Language, LineInputProps, LineOutputProps, PrismGrammar, PrismTheme, RenderProps, Token };
export type { TokenInputProps, TokenOutputProps };
export { Prism };

export type HighlightProps = Omit<PackageHighlightProps, 'children' | 'prism'> & {
  prism?: PrismLib;
  children: (props: RenderProps) => ReactNode;
};

/** No themes in the bundles: see the header. */
export const themes: Partial<Record<string, PrismTheme>> = {};

type PrismToken = InstanceType<PrismLib['Token']>;
type ThemeDict = Record<string, CSSProperties | undefined> & { root: CSSProperties; plain: CSSProperties };

const newlineRe = /\r\n|\r|\n/;

function normalizeEmptyLines(line: Token[]): void {
  if (line.length === 0) {
    line.push({ types: ['plain'], content: '\n', empty: true });
  } else if (line.length === 1 && line[0].content === '') {
    line[0].content = '\n';
    line[0].empty = true;
  }
}

function appendTypes(types: string[], add: string | string[]): string[] {
  const typesSize = types.length;
  if (typesSize > 0 && types[typesSize - 1] === add) return types;
  return types.concat(add);
}

/** Prism's token tree as lines of flat tokens, each with the types of the tokens it is inside. */
export function normalizeTokens(tokens: (PrismToken | string)[]): Token[][] {
  const typeArrStack: string[][] = [[]];
  const tokenArrStack: (PrismToken | string)[][] = [tokens];
  const tokenArrIndexStack = [0];
  const tokenArrSizeStack = [tokens.length];
  let i = 0;
  let stackIndex = 0;
  let currentLine: Token[] = [];
  const acc = [currentLine];
  while (stackIndex > -1) {
    while ((i = tokenArrIndexStack[stackIndex]++) < tokenArrSizeStack[stackIndex]) {
      let content: PrismToken['content'];
      let types = typeArrStack[stackIndex];
      const token = tokenArrStack[stackIndex][i];
      if (typeof token === 'string') {
        types = stackIndex > 0 ? types : ['plain'];
        content = token;
      } else {
        types = appendTypes(types, token.type);
        if (token.alias) types = appendTypes(types, token.alias);
        content = token.content;
      }
      if (typeof content !== 'string') {
        // A token's content is a string or an array; the package walks nothing else.
        const children = Array.isArray(content) ? content : [];
        stackIndex++;
        typeArrStack.push(types);
        tokenArrStack.push(children);
        tokenArrIndexStack.push(0);
        tokenArrSizeStack.push(children.length);
        continue;
      }
      const splitByNewlines = content.split(newlineRe);
      const newlineCount = splitByNewlines.length;
      currentLine.push({ types, content: splitByNewlines[0] });
      for (let i2 = 1; i2 < newlineCount; i2++) {
        normalizeEmptyLines(currentLine);
        acc.push((currentLine = []));
        currentLine.push({ types, content: splitByNewlines[i2] });
      }
    }
    stackIndex--;
    typeArrStack.pop();
    tokenArrStack.pop();
    tokenArrIndexStack.pop();
    tokenArrSizeStack.pop();
  }
  normalizeEmptyLines(currentLine);
  return acc;
}

function themeToDict(theme: PrismTheme, language: string): ThemeDict {
  const { plain } = theme;
  const dict: Record<string, CSSProperties | undefined> = {};
  for (const { languages, style, types } of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dict[type] = { ...dict[type], ...style };
  }
  return Object.assign(dict, { root: plain, plain: { ...plain, backgroundColor: undefined } });
}

function tokenize(prism: PrismLib, code: string, grammar: PrismGrammar | undefined, language: string): Token[][] {
  if (grammar == null) return normalizeTokens([code]);
  const env = { code, grammar, language, tokens: [] as (PrismToken | string)[] };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/** The package's `useTokenize`. */
export function useTokenize({
  prism,
  code,
  grammar,
  language,
}: {
  prism: PrismLib;
  code: string;
  grammar?: PrismGrammar;
  language: Language;
}): Token[][] {
  return useMemo(() => tokenize(prism, code, grammar, language), [code, grammar, language, prism]);
}

function lineProps(dict: ThemeDict, input: LineInputProps): LineOutputProps {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- `line` is left out of the props, as the package does
  const { className, style, line, ...rest } = input;
  const output: LineOutputProps = { ...rest, className: clsx('token-line', className) };
  output.style = dict.plain;
  if (typeof style === 'object') output.style = { ...(output.style || {}), ...style };
  return output;
}

function styleForToken(dict: ThemeDict, { types, empty }: Token): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty != null ? { display: 'inline-block' } : undefined;
  if (types.length === 1 && empty != null) return dict[types[0]];
  return Object.assign(empty != null ? { display: 'inline-block' } : {}, ...types.map((type) => dict[type]));
}

function tokenProps(dict: ThemeDict, { token, className, style, ...rest }: TokenInputProps): TokenOutputProps {
  const output: TokenOutputProps = {
    ...rest,
    className: clsx('token', ...token.types, className),
    children: token.content,
    style: styleForToken(dict, token),
  };
  if (style != null) output.style = { ...(output.style || {}), ...style };
  return output;
}

const noTheme: PrismTheme = { plain: {}, styles: [] };

export function Highlight({ children, language: languageProp, code, ...props }: HighlightProps): ReactNode {
  const theme = props.theme || noTheme;
  const prism = props.prism || Prism;
  const language = languageProp.toLowerCase();
  const dict = themeToDict(theme, language);
  const grammar = prism.languages[language];
  const tokens = useTokenize({ prism, language, code, grammar });
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dict.root,
    getLineProps: (input) => lineProps(dict, input),
    getTokenProps: (input) => tokenProps(dict, input),
  });
}
