// What every app gets when it imports 'react-i18next' in the browser (federation.ts puts this module in
// the share scope under that name): the names the apps use, from react-i18next's ES build, so the rest
// of the package (Trans and its HTML parser, the HOCs, the SSR helpers) is tree-shaken away. A shared
// package is never tree-shaken by Module Federation; a module of named re-exports is. The ES build is
// reached as `react-i18next-es` (an alias in @rozmova/build's webpack config, typed in
// react-i18next-es.d.ts): under its own name the subset would consume itself. An app that needs a name
// missing here adds it here (the test beside federation.ts fails until it does).
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-es';
